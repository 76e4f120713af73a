import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  Toolbar,
  gridFilteredTopLevelRowCountSelector,
  gridPaginatedVisibleSortedGridRowEntriesSelector,
  gridPaginationRowRangeSelector,
  gridVisibleColumnFieldsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { formatEuros, invoiceColumns, invoices, type Invoice } from './invoices';

/** Rendered in the toolbar slot: each selector re-renders it when its value changes. */
function PageSummaryToolbar() {
  const apiRef = useGridApiContext();
  const pageRows = useGridSelector(apiRef, gridPaginatedVisibleSortedGridRowEntriesSelector);
  const range = useGridSelector(apiRef, gridPaginationRowRangeSelector);
  const matching = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const visibleFields = useGridSelector(apiRef, gridVisibleColumnFieldsSelector);

  const pageTotal = pageRows.reduce((sum, entry) => sum + (entry.model as Invoice).amount, 0);
  const rows = range
    ? `Invoices ${range.firstRowIndex + 1}–${range.lastRowIndex + 1} of ${matching}`
    : 'No invoices';
  const amountNote = visibleFields.includes('amount') ? '' : ' (Amount column hidden)';

  return (
    <Toolbar>
      <Typography variant="body2" role="status" sx={{ flex: 1, px: 1 }}>
        {`${rows} · this page: ${formatEuros(pageTotal)}${amountNote}`}
      </Typography>
    </Toolbar>
  );
}

export default function InvoicePageSummary() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={invoices}
        columns={invoiceColumns}
        showToolbar
        slots={{ toolbar: PageSummaryToolbar }}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5, 10]}
      />
    </Box>
  );
}
