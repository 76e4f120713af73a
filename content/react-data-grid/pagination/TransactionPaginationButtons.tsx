import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { createTransactions, transactionColumns } from './transactions';

const rows = createTransactions(60);

export default function TransactionPaginationButtons() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={transactionColumns}
        pageSizeOptions={[5, 10]}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        slotProps={{
          basePagination: {
            // Props for the Material UI TablePagination the grid renders.
            material: {
              showFirstButton: true,
              showLastButton: true,
              labelRowsPerPage: 'Lines per page:',
            },
          },
        }}
      />
    </Box>
  );
}
