import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { bakeryColumns, bakerySales } from './bakerySales';

// The source: one line per month, shop, product and channel.
export default function SalesLines() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={bakerySales}
        columns={bakeryColumns}
        disablePivoting
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pagination
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
