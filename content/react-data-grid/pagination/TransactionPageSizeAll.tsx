import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { createTransactions, transactionColumns } from './transactions';

const rows = createTransactions(36);

export default function TransactionPageSizeAll() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={transactionColumns}
        // An option can carry its own label; -1 means every row on one page.
        pageSizeOptions={[10, 20, { value: -1, label: 'All' }]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
      />
    </Box>
  );
}
