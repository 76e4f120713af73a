import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { books } from './bookStock';

/** How the shop's stock system stores a book: split names, a shelf code, prices in cents. */
interface StoredBook {
  id: number;
  title: string;
  authorFirstName: string;
  authorLastName: string;
  shelf: string;
  priceCents: number;
}

const shelves = ['FIC-A2', 'FIC-B1', 'NAT-C4', 'TRV-A1', 'FIC-C3'];

const rows: StoredBook[] = books.slice(0, 6).map((book, index) => {
  const space = book.author.lastIndexOf(' ');
  return {
    id: book.id,
    title: book.title,
    authorFirstName: book.author.slice(0, space),
    authorLastName: book.author.slice(space + 1),
    shelf: shelves[index % shelves.length],
    priceCents: Math.round(book.price * 100),
  };
});

const columns: GridColDef<StoredBook>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
  {
    // No such field in the row: the getter builds the value, the setter splits the edit back.
    field: 'author',
    headerName: 'Author',
    width: 160,
    editable: true,
    valueGetter: (_value, row) => `${row.authorFirstName} ${row.authorLastName}`,
    valueSetter: (value: string, row) => {
      const name = value.trim();
      const space = name.lastIndexOf(' ');
      return space === -1
        ? { ...row, authorFirstName: '', authorLastName: name }
        : { ...row, authorFirstName: name.slice(0, space), authorLastName: name.slice(space + 1) };
    },
  },
  {
    field: 'shelf',
    headerName: 'Shelf',
    width: 100,
    editable: true,
    // Runs on every keystroke: what it returns is what the editor shows and what gets saved.
    valueParser: (value: string | undefined) => (value ?? '').toUpperCase().replace(/\s+/g, ''),
  },
  {
    field: 'priceCents',
    headerName: 'Price (€)',
    type: 'number',
    width: 100,
    editable: true,
    valueGetter: (value: number) => value / 100,
    valueSetter: (value: number, row) => ({ ...row, priceCents: Math.round(value * 100) }),
  },
];

export default function BookParseAndSet() {
  const [stored, setStored] = React.useState<StoredBook | null>(null);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 370 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          processRowUpdate={(newRow: StoredBook) => {
            // The row as the setters left it, before the grid stores it.
            setStored(newRow);
            return newRow;
          }}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        aria-label="Last row saved"
        sx={{
          mt: 1,
          mb: 0,
          p: 1,
          fontSize: 13,
          bgcolor: 'action.hover',
          borderRadius: 1,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {stored
          ? `Saved row: ${JSON.stringify(stored)}`
          : 'Edit the author, shelf or price of a book to see the row the grid saves.'}
      </Box>
    </Box>
  );
}
