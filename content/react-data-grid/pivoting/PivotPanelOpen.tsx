import Box from '@mui/material/Box';
import { DataGridPremium, GridSidebarValue } from '@mui/x-data-grid-premium';
import { bakeryColumns, bakerySales } from './bakerySales';

export default function PivotPanelOpen() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGridPremium
        rows={bakerySales}
        columns={bakeryColumns}
        initialState={{
          // The pivot panel is open, pivot mode is off, and the model is empty:
          // users build the pivot themselves.
          sidebar: { open: true, value: GridSidebarValue.Pivot },
        }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
