import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import {
  euro,
  invoiceLines,
  invoiceWithTotals,
  lineAmount,
  type InvoiceRow,
} from './consultancyBilling';

const rows = invoiceWithTotals(invoiceLines);

// Summary rows have no line to sort or filter; keep the invoice in its printed order.
const fixed = { sortable: false, filterable: false } as const;

const columns: GridColDef<InvoiceRow>[] = [
  {
    field: 'sku',
    headerName: 'SKU',
    width: 100,
    ...fixed,
    valueGetter: (_value, row) => (row.kind === 'summary' ? row.label : row.sku),
    // A summary label covers every visible column up to "Amount", however many there are.
    colSpan: (_value, row, _column, apiRef) =>
      row.kind === 'summary'
        ? apiRef.current.getColumnIndex('amount') - apiRef.current.getColumnIndex('sku')
        : undefined,
  },
  {
    field: 'description',
    headerName: 'Description',
    minWidth: 220,
    flex: 1,
    ...fixed,
    valueGetter: (_value, row) => (row.kind === 'line' ? row.description : ''),
  },
  {
    field: 'quantity',
    headerName: 'Qty',
    type: 'number',
    width: 70,
    ...fixed,
    valueGetter: (_value, row) => (row.kind === 'line' ? row.quantity : null),
  },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    ...fixed,
    valueGetter: (_value, row) => (row.kind === 'line' ? row.unitPrice : null),
    valueFormatter: (value: number | null) => (value == null ? '' : euro.format(value)),
  },
  {
    field: 'discount',
    headerName: 'Discount',
    type: 'number',
    width: 100,
    ...fixed,
    valueGetter: (_value, row) => (row.kind === 'line' ? row.discount * 100 : null),
    valueFormatter: (value: number | null) => (value ? `${value} %` : ''),
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    ...fixed,
    valueGetter: (_value, row) => (row.kind === 'summary' ? row.amount : lineAmount(row)),
    valueFormatter: (value: number) => euro.format(value),
  },
];

export default function InvoiceSpanSummaryRows() {
  const [showDiscount, setShowDiscount] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        sx={{ mb: 1 }}
        control={
          <Switch
            checked={showDiscount}
            onChange={(event) => setShowDiscount(event.target.checked)}
          />
        }
        label="Show the Discount column"
      />
      <Box
        sx={{
          height: 480,
          '& .invoice-summary': { fontWeight: 600 },
          '& .invoice-summary--total': { bgcolor: 'action.hover' },
        }}
      >
        <DataGrid
          rows={rows}
          columns={columns}
          columnVisibilityModel={{ discount: showDiscount }}
          disableColumnSelector
          hideFooter
          showCellVerticalBorder
          getRowClassName={({ row }) =>
            row.kind === 'summary'
              ? `invoice-summary${row.id === 'total' ? ' invoice-summary--total' : ''}`
              : ''
          }
        />
      </Box>
    </Box>
  );
}
