import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { euro, invoices, type Invoice } from './invoices';

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', flex: 1, minWidth: 100 },
  // The customer name needs room: the column never gets narrower than 200 px.
  { field: 'customer', headerName: 'Customer', flex: 2, minWidth: 200 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    flex: 1,
    minWidth: 110,
    valueFormatter: (value: number) => euro.format(value),
  },
  { field: 'status', headerName: 'Status', flex: 1, minWidth: 90 },
];

export default function InvoiceColumnMinWidth() {
  const [width, setWidth] = React.useState(100);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ px: 1, mb: 1, maxWidth: 360 }}>
        <Typography id="min-width-container" variant="body2" gutterBottom>
          Grid width: {width}% of the page
        </Typography>
        <Slider
          size="small"
          min={40}
          max={100}
          step={10}
          value={width}
          onChange={(_event, value) => setWidth(value as number)}
          aria-labelledby="min-width-container"
        />
      </Box>
      <Box sx={{ height: 400, width: `${width}%` }}>
        <DataGrid rows={invoices} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
