import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridPinnedRowsProp } from '@mui/x-data-grid-pro';
import { expenseColumns, expenses, summaryRow, sumAmounts, type Expense } from './offsiteExpenses';

const claimed = sumAmounts(expenses);

const pinnedRows: GridPinnedRowsProp<Expense> = {
  top: [summaryRow('policy', 'Policy: meals up to €40 a person a day', 40)],
  bottom: [summaryRow('claimed', 'Claimed by the whole team', claimed)],
};

export default function PinnedRowsWithPagination() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGridPro
        rows={expenses}
        columns={expenseColumns}
        pinnedRows={pinnedRows}
        pagination
        pageSizeOptions={[5, 10]}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
      />
    </Box>
  );
}
