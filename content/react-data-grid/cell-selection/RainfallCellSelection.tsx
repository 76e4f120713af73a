import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { rainfall, rainfallColumns } from './rainfall';

export default function RainfallCellSelection() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rainfall}
        columns={rainfallColumns}
        cellSelection
        // Without it, a click would also select the whole row.
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
