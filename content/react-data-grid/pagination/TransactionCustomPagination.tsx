import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import {
  DataGrid,
  gridPageCountSelector,
  gridPageSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { createTransactions, transactionColumns } from './transactions';

const rows = createTransactions(70);

/** Numbered page buttons in place of the default "1–10 of 70" pagination. */
function NumberedPagination() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);

  return (
    <Pagination
      color="primary"
      size="small"
      count={pageCount}
      // The grid counts pages from 0, the Pagination component from 1.
      page={page + 1}
      onChange={(_event, value) => apiRef.current.setPage(value - 1)}
      siblingCount={0}
      sx={{ px: 1, py: 1 }}
    />
  );
}

export default function TransactionCustomPagination() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={transactionColumns}
        pageSizeOptions={[10]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        slots={{ pagination: NumberedPagination }}
      />
    </Box>
  );
}
