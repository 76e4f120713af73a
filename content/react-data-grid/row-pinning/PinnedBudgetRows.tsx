import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, gridClasses, type GridPinnedRowsProp } from '@mui/x-data-grid-pro';
import { expenseColumns, expenses, summaryRow, sumAmounts, type Expense } from './offsiteExpenses';

const budget = 3600;
const spent = sumAmounts(expenses);

// Created once, outside the component: the grid sees the same object on every render.
const pinnedRows: GridPinnedRowsProp<Expense> = {
  top: [summaryRow('budget', 'Approved budget', budget)],
  bottom: [
    summaryRow('spent', 'Total spent', spent),
    summaryRow('left', 'Left in the budget', budget - spent),
  ],
};

export default function PinnedBudgetRows() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={expenses}
        columns={expenseColumns}
        pinnedRows={pinnedRows}
        hideFooter
        sx={{ [`& .${gridClasses.pinnedRows} .${gridClasses.row}`]: { fontWeight: 'bold' } }}
      />
    </Box>
  );
}
