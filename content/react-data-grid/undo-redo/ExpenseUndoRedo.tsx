import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { expenseColumns, expenses } from './expenses';

export default function ExpenseUndoRedo() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium rows={expenses} columns={expenseColumns} showToolbar hideFooter />
    </Box>
  );
}
