import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { bookFormats, books, type Book } from './bookStock';

// Every column but the id is editable; each column type brings its own editor.
const columns: GridColDef<Book>[] = [
  { field: 'id', headerName: 'No.', width: 60 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180, editable: true },
  { field: 'author', headerName: 'Author', width: 150, editable: true },
  {
    field: 'format',
    headerName: 'Format',
    type: 'singleSelect',
    valueOptions: bookFormats,
    width: 120,
    editable: true,
  },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 100, editable: true },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 90, editable: true },
  { field: 'published', headerName: 'Published', type: 'date', width: 130, editable: true },
  { field: 'inPrint', headerName: 'In print', type: 'boolean', width: 90, editable: true },
];

export default function BookCellEditing() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={books} columns={columns} hideFooter />
    </Box>
  );
}
