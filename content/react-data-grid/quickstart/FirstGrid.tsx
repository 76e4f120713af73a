import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  published: number;
  available: boolean;
}

const rows: Book[] = [
  {
    id: 1,
    title: 'A Wizard of Earthsea',
    author: 'Ursula K. Le Guin',
    published: 1968,
    available: true,
  },
  { id: 2, title: 'Beloved', author: 'Toni Morrison', published: 1987, available: false },
  { id: 3, title: 'The Name of the Rose', author: 'Umberto Eco', published: 1980, available: true },
  { id: 4, title: 'Wide Sargasso Sea', author: 'Jean Rhys', published: 1966, available: true },
  { id: 5, title: 'Norwegian Wood', author: 'Haruki Murakami', published: 1987, available: false },
  {
    id: 6,
    title: 'The Leopard',
    author: 'Giuseppe Tomasi di Lampedusa',
    published: 1958,
    available: true,
  },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', flex: 1, minWidth: 180 },
  {
    field: 'published',
    headerName: 'Published',
    type: 'number',
    width: 110,
    // Years are numbers, but should not get a thousands separator.
    valueFormatter: (value: number) => String(value),
  },
  { field: 'available', headerName: 'On shelf', type: 'boolean', width: 100 },
];

export default function FirstGrid() {
  // The parent has a fixed height; the grid fills it and scrolls inside it.
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
