import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { euro, invoiceLines, lineAmount, type InvoiceLine } from './consultancyBilling';

export default function InvoiceSpanNumber() {
  const [span, setSpan] = React.useState(2);

  const columns = React.useMemo<GridColDef<InvoiceLine>[]>(
    () => [
      { field: 'sku', headerName: 'SKU', width: 100 },
      // Every cell of this column covers `span` columns: itself and the ones after it.
      { field: 'description', headerName: 'Description', width: 240, colSpan: span },
      { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
      {
        field: 'unitPrice',
        headerName: 'Unit price',
        type: 'number',
        width: 120,
        valueFormatter: (value: number) => euro.format(value),
      },
      {
        field: 'amount',
        headerName: 'Amount',
        type: 'number',
        width: 130,
        valueGetter: (_value, row) => lineAmount(row),
        valueFormatter: (value: number) => euro.format(value),
      },
    ],
    [span],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <FormControl size="small" sx={{ mb: 1.5, minWidth: 200 }}>
        <InputLabel id="invoice-span-label">colSpan of Description</InputLabel>
        <Select
          labelId="invoice-span-label"
          label="colSpan of Description"
          value={span}
          onChange={(event) => setSpan(Number(event.target.value))}
        >
          <MenuItem value={1}>1 (no spanning)</MenuItem>
          <MenuItem value={2}>2</MenuItem>
          <MenuItem value={3}>3</MenuItem>
        </Select>
      </FormControl>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={invoiceLines}
          columns={columns}
          hideFooter
          showCellVerticalBorder
          showColumnVerticalBorder
        />
      </Box>
    </Box>
  );
}
