import Box from '@mui/material/Box';
import {
  DataGrid,
  gridStringOrNumberComparator,
  type GridColDef,
  type GridComparatorFn,
} from '@mui/x-data-grid';
import { bookColumns, books, type Book } from './books';

/** `Harriet Quayle` → `Quayle`: the authors on this list have one-word surnames. */
const surname = (name: string) => name.slice(name.lastIndexOf(' ') + 1);

// Surname first, the full name to break ties; both with the grid's own string comparator,
// which also places empty values first.
const authorComparator: GridComparatorFn<string> = (name1, name2, params1, params2) =>
  gridStringOrNumberComparator(surname(name1), surname(name2), params1, params2) ||
  gridStringOrNumberComparator(name1, name2, params1, params2);

const columns: GridColDef<Book>[] = bookColumns.map((column) =>
  column.field === 'author'
    ? { ...column, headerName: 'Author (by surname)', width: 180, sortComparator: authorComparator }
    : column,
);

export default function BookAuthorComparator() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={books}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'author', sort: 'asc' }] } }}
        hideFooter
      />
    </Box>
  );
}
