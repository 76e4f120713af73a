import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { createTransactions, transactionColumns } from './transactions';

const rows = createTransactions(48);

export default function TransactionPageSizeOptions() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={transactionColumns}
        // The choices of the "Rows per page" select…
        pageSizeOptions={[5, 10, 25]}
        // …and the one to start with, which must be one of them.
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
      />
    </Box>
  );
}
