import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridColumnResizeParams } from '@mui/x-data-grid';
import { euro, invoices, type Invoice } from './invoices';

const columns: GridColDef<Invoice>[] = [
  // This column cannot be resized: its separator does nothing.
  { field: 'number', headerName: 'Invoice', width: 110, resizable: false },
  // Dragging stops at 150 px and at 320 px.
  { field: 'customer', headerName: 'Customer', width: 200, minWidth: 150, maxWidth: 320 },
  { field: 'issued', headerName: 'Issued', width: 120 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => euro.format(value),
  },
];

export default function InvoiceColumnResizing() {
  const [disabled, setDisabled] = React.useState(false);
  const [live, setLive] = React.useState('');
  const [last, setLast] = React.useState('none yet');

  const describe = (params: GridColumnResizeParams) =>
    `${params.colDef.headerName}: ${Math.round(params.width)} px`;

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />
        }
        label="Disable resizing (disableColumnResize)"
      />
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={invoices}
          columns={columns}
          disableColumnResize={disabled}
          // Fires on every pointer move during a drag.
          onColumnResize={(params) => setLive(describe(params))}
          // Fires once the width is settled.
          onColumnWidthChange={(params) => {
            setLast(describe(params));
            setLive('');
          }}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        While dragging (onColumnResize): {live || '—'}
        <br />
        Last change (onColumnWidthChange): {last}
      </Typography>
    </Box>
  );
}
