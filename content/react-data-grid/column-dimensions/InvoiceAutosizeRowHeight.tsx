import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { euro, invoices, type Invoice } from './invoices';

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 140 },
  // Long text wraps onto several lines; maxWidth keeps autosizing from making it one huge line.
  { field: 'description', headerName: 'Work done', width: 160, maxWidth: 320 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => euro.format(value),
  },
];

export default function InvoiceAutosizeRowHeight() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        variant="outlined"
        size="small"
        sx={{ mb: 1 }}
        onClick={() =>
          apiRef.current?.autosizeColumns({ includeHeaders: true, includeOutliers: true })
        }
      >
        Autosize columns
      </Button>
      <Box sx={{ height: 440 }}>
        <DataGrid
          apiRef={apiRef}
          rows={invoices}
          columns={columns}
          // Each row grows to fit its tallest cell.
          getRowHeight={() => 'auto'}
          sx={{ '& .MuiDataGrid-cell': { py: 1 } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
