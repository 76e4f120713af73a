import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { plantOrderColumns, plantOrders } from './plantOrders';

export default function AggregationWithRowGrouping() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={plantOrders}
        columns={plantOrderColumns}
        initialState={{
          rowGrouping: { model: ['category'] },
          columns: { columnVisibilityModel: { category: false } },
          aggregation: { model: { quantity: 'sum', total: 'sum', rating: 'avg' } },
        }}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}
