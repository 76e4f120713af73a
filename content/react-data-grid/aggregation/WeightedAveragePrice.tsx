import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
} from '@mui/x-data-grid-premium';
import { plantOrderColumns, plantOrders, type PlantOrder } from './plantOrders';

interface PricedLine {
  quantity: number;
  unitPrice: number;
}

// The average price of a plant sold: each line weighs as much as its quantity.
const weightedAverage: GridAggregationFunction<PricedLine, number | null> = {
  // Reads two fields of the row instead of the cell value alone.
  getCellValue: ({ row }) => ({
    quantity: (row as PlantOrder).quantity,
    unitPrice: (row as PlantOrder).unitPrice,
  }),
  apply: ({ values }) => {
    let plants = 0;
    let revenue = 0;
    values.forEach((line) => {
      if (line) {
        plants += line.quantity;
        revenue += line.quantity * line.unitPrice;
      }
    });
    return plants === 0 ? null : revenue / plants;
  },
  label: 'per plant sold',
  columnTypes: ['number'],
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, weightedAverage };

export default function WeightedAveragePrice() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={plantOrders}
        columns={plantOrderColumns}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          aggregation: { model: { quantity: 'sum', unitPrice: 'weightedAverage', total: 'sum' } },
        }}
        hideFooter
      />
    </Box>
  );
}
