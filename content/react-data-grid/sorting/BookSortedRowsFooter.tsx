import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  gridSortedRowEntriesSelector,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { bookColumns, books, type Book } from './books';

/** A footer that names the first and the last book in the current order. */
function SortedEndsFooter() {
  const apiRef = useGridApiContext();
  // Both selectors re-render this footer whenever the sorted order changes.
  const sortedRows = useGridSelector(apiRef, gridSortedRowEntriesSelector);
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);

  const titleOf = (index: number) => (sortedRows[index]?.model as Book | undefined)?.title ?? '—';
  const sortedBy =
    sortModel.length > 0
      ? sortModel.map((item) => `${item.field} ${item.sort}`).join(', ')
      : 'shop order';

  return (
    <GridFooterContainer sx={{ px: 2, py: 1, flexWrap: 'wrap', gap: 1 }}>
      <Typography variant="body2">
        Sorted by {sortedBy}: first <strong>{titleOf(0)}</strong>, last{' '}
        <strong>{titleOf(sortedRows.length - 1)}</strong>
      </Typography>
    </GridFooterContainer>
  );
}

export default function BookSortedRowsFooter() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid rows={books} columns={bookColumns} slots={{ footer: SortedEndsFooter }} />
    </Box>
  );
}
