import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  DataGrid,
  gridPageCountSelector,
  gridPaginationModelSelector,
  gridPaginationRowCountSelector,
  gridPaginationRowRangeSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { loanColumns, loans } from './libraryLoans';

// Chevrons point the other way in a right-to-left layout.
const flipInRtl = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } };

// "Loans 11–20 of 24" with previous and next buttons, in place of the default pagination.
function CompactPagination() {
  const apiRef = useGridApiContext();
  const { page } = useGridSelector(apiRef, gridPaginationModelSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);
  const rowCount = useGridSelector(apiRef, gridPaginationRowCountSelector);
  const range = useGridSelector(apiRef, gridPaginationRowRangeSelector);

  const label = range
    ? `Loans ${range.firstRowIndex + 1}–${range.lastRowIndex + 1} of ${rowCount}`
    : 'No loans';

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1 }}>
      <Typography variant="body2" aria-live="polite" sx={{ mr: 1 }}>
        {label}
      </Typography>
      <IconButton
        size="small"
        aria-label="Previous page"
        disabled={page === 0}
        onClick={() => apiRef.current.setPage(page - 1)}
      >
        <ChevronLeftIcon fontSize="small" sx={flipInRtl} />
      </IconButton>
      <IconButton
        size="small"
        aria-label="Next page"
        disabled={page >= pageCount - 1}
        onClick={() => apiRef.current.setPage(page + 1)}
      >
        <ChevronRightIcon fontSize="small" sx={flipInRtl} />
      </IconButton>
    </Box>
  );
}

export default function LoanCompactPagination() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={loans}
        columns={loanColumns}
        slots={{ pagination: CompactPagination }}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10]}
      />
    </Box>
  );
}
