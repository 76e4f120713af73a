import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { plantOrderColumns, plantOrders } from './plantOrders';

export default function PlantOrdersAggregation() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={plantOrders}
        columns={plantOrderColumns}
        initialState={{
          // Field -> name of the aggregation function.
          aggregation: { model: { quantity: 'sum', total: 'sum', rating: 'avg' } },
        }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
