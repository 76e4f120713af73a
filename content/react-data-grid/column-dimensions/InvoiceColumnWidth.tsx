import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { euro, invoices, type Invoice } from './invoices';

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 260 },
  { field: 'issued', headerName: 'Issued', width: 120 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => euro.format(value),
  },
  // No width: the column gets the default of 100 px.
  { field: 'status', headerName: 'Status' },
];

export default function InvoiceColumnWidth() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={invoices} columns={columns} hideFooter />
    </Box>
  );
}
