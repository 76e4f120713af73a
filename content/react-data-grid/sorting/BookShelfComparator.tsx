import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridComparatorFn } from '@mui/x-data-grid';
import { books, type Book } from './books';

/** Splits `C-12` into its bay letter and its shelf number. */
function parseShelf(code: string): [string, number] {
  const [bay, shelf] = code.split('-');
  return [bay, Number(shelf)];
}

// Bay first, then the shelf as a number, so that C-4 comes before C-12.
const shelfComparator: GridComparatorFn<string> = (code1, code2) => {
  const [bay1, shelf1] = parseShelf(code1);
  const [bay2, shelf2] = parseShelf(code2);
  return bay1.localeCompare(bay2) || shelf1 - shelf2;
};

const columns: GridColDef<Book>[] = [
  { field: 'shelf', headerName: 'Shelf', width: 110, sortComparator: shelfComparator },
  {
    field: 'shelfAsText',
    headerName: 'Shelf, as text',
    width: 130,
    // The same value with the default string comparator, for comparison.
    valueGetter: (_value, row) => row.shelf,
  },
  { field: 'title', headerName: 'Title', width: 230 },
  { field: 'genre', headerName: 'Genre', width: 100 },
];

export default function BookShelfComparator() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={books}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'shelf', sort: 'asc' }] } }}
        hideFooter
      />
    </Box>
  );
}
