import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { createTransactions, transactionColumns } from './transactions';

// Four months of the account: enough for pages of more than 100 rows.
const rows = createTransactions(240);

export default function TransactionProPagination() {
  const [pagination, setPagination] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={pagination} onChange={(event) => setPagination(event.target.checked)} />
        }
        label="pagination"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 440 }}>
        <DataGridPro
          rows={rows}
          columns={transactionColumns}
          // Off by default in Pro: all 240 rows scroll, virtualized.
          pagination={pagination}
          // Page sizes above 100 are a Pro feature.
          pageSizeOptions={[50, 120, 240]}
          initialState={{ pagination: { paginationModel: { pageSize: 120 } } }}
        />
      </Box>
    </Box>
  );
}
