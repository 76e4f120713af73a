import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
} from '@mui/x-data-grid-premium';
import { plantOrderColumns, plantOrders } from './plantOrders';

const median: GridAggregationFunction<number, number | null> = {
  apply: ({ values }) => {
    const numbers = values
      .filter((value): value is number => typeof value === 'number')
      .sort((a, b) => a - b);
    if (numbers.length === 0) {
      return null;
    }
    const middle = Math.floor(numbers.length / 2);
    return numbers.length % 2 === 1 ? numbers[middle] : (numbers[middle - 1] + numbers[middle]) / 2;
  },
  label: 'median',
  columnTypes: ['number'],
};

// Keep the built-in functions and add ours.
const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, median };

export default function MedianAggregation() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={plantOrders}
        columns={plantOrderColumns}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          aggregation: { model: { quantity: 'median', unitPrice: 'median', total: 'sum' } },
        }}
        hideFooter
      />
    </Box>
  );
}
