import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { bookColumns, books, type Book } from './books';

const columns: GridColDef<Book>[] = bookColumns.map((column) => {
  if (column.field === 'published') {
    // Newest first, then oldest first; never back to the shop's order.
    return {
      ...column,
      sortingOrder: ['desc', 'asc'],
      description: 'Newest first, then oldest first',
    };
  }
  if (column.field === 'rating') {
    // Best-rated first or unsorted: ascending is not offered.
    return {
      ...column,
      sortingOrder: ['desc', null],
      description: 'Best-rated first, or unsorted',
    };
  }
  return column;
});

export default function BookSortingOrderColumn() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={books} columns={columns} hideFooter />
    </Box>
  );
}
