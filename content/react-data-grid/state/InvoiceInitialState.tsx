import Box from '@mui/material/Box';
import { DataGrid, type GridInitialState } from '@mui/x-data-grid';
import { invoiceColumns, invoices } from './invoices';

// Read once, when the grid mounts. Users change everything from there.
const initialState: GridInitialState = {
  sorting: { sortModel: [{ field: 'due', sort: 'asc' }] },
  filter: {
    filterModel: { items: [{ field: 'status', operator: 'not', value: 'Paid' }] },
  },
  columns: {
    columnVisibilityModel: { issued: false },
    orderedFields: ['id', 'status', 'client', 'amount', 'due', 'project', 'issued'],
  },
  pagination: { paginationModel: { pageSize: 5 } },
  density: 'compact',
};

export default function InvoiceInitialState() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={invoices}
        columns={invoiceColumns}
        initialState={initialState}
        pageSizeOptions={[5, 10, 25]}
      />
    </Box>
  );
}
