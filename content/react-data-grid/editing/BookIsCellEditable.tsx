import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';
import { bookFormats, books, type Book } from './bookStock';

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180, editable: true },
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

// Only asked for cells of editable columns. An out-of-print book keeps its last price and format.
function isCellEditable(params: GridCellParams<Book>) {
  if (params.field === 'price' || params.field === 'format') {
    return params.row.inPrint;
  }
  return true;
}

export default function BookIsCellEditable() {
  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        // The grid marks the cells it lets users edit with this class.
        '& .MuiDataGrid-cell--editable': { bgcolor: 'action.hover' },
      }}
    >
      <DataGrid rows={books} columns={columns} isCellEditable={isCellEditable} hideFooter />
    </Box>
  );
}
