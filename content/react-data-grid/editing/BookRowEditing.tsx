import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { bookFormats, books, type Book } from './bookStock';

const columns: GridColDef<Book>[] = [
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
  { field: 'inPrint', headerName: 'In print', type: 'boolean', width: 90, editable: true },
];

export default function BookRowEditing() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      {/* A double-click, Enter or a typed key puts every editable cell of the row in edit mode. */}
      <DataGrid rows={books} columns={columns} editMode="row" hideFooter />
    </Box>
  );
}
