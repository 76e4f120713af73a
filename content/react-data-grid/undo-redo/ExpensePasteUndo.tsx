import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { expenseColumns, expenses } from './expenses';
import { HistoryToolbar } from './historyToolbar';

export default function ExpensePasteUndo() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={expenses}
        columns={expenseColumns}
        cellSelection
        disableRowSelectionOnClick
        slots={{ toolbar: HistoryToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
