import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { bookColumns, books, type Book } from './books';

// Sorting by title or author is not useful in this view: only the numbers sort.
const columns: GridColDef<Book>[] = bookColumns.map((column) =>
  column.field === 'title' || column.field === 'author' || column.field === 'genre'
    ? { ...column, sortable: false }
    : column,
);

export default function BookSortableColumns() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={books} columns={columns} hideFooter />
    </Box>
  );
}
