import Box from '@mui/material/Box';
import { DataGridPremium, GRID_AGGREGATION_FUNCTIONS } from '@mui/x-data-grid-premium';
import { plantOrderColumns, plantOrders } from './plantOrders';

// Only these functions exist in this grid, under labels of our own.
const aggregationFunctions = {
  sum: { ...GRID_AGGREGATION_FUNCTIONS.sum, label: 'total' },
  avg: { ...GRID_AGGREGATION_FUNCTIONS.avg, label: 'average' },
  size: { ...GRID_AGGREGATION_FUNCTIONS.size, label: 'orders' },
};

export default function OnlySomeFunctions() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={plantOrders}
        columns={plantOrderColumns}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          aggregation: { model: { plant: 'size', quantity: 'avg', total: 'sum' } },
        }}
        hideFooter
      />
    </Box>
  );
}
