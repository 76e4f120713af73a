import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { expenseColumns, expenses } from './expenses';
import { HistoryToolbar } from './historyToolbar';

export default function ExpenseRowEditUndo() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={expenses}
        columns={expenseColumns}
        editMode="row"
        slots={{ toolbar: HistoryToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
