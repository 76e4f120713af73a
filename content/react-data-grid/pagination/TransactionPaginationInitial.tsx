import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { createTransactions, transactionColumns } from './transactions';

const rows = createTransactions(44);

export default function TransactionPaginationInitial() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={transactionColumns}
        pageSizeOptions={[10, 20]}
        // Open the statement on its last page, where the latest transactions are.
        initialState={{ pagination: { paginationModel: { page: 4, pageSize: 10 } } }}
      />
    </Box>
  );
}
