import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const customers = [
  'Northwind Traders',
  'Bleu Citron',
  'Fjord Outdoor',
  'Studio Vela',
  'Lumen Optics',
  'Marea Surf School',
];

/** Three years of monthly invoicing per customer: one column a month. */
const months = Array.from({ length: 36 }, (_, index) => {
  const date = new Date(2023, index, 1);
  return {
    field: `m${index}`,
    label: date.toLocaleDateString('en-GB', { month: 'short', year: 'numeric' }),
  };
});

const rows = customers.map((customer, row) => {
  const entry: Record<string, string | number> = { id: row + 1, customer };
  months.forEach((month, index) => {
    // Deterministic amounts, some of them much longer than others once formatted.
    entry[month.field] = ((row + 3) * (index + 7) * 37) % (index % 5 === 0 ? 98000 : 2400);
  });
  return entry;
});

const amount = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

const columns: GridColDef[] = [
  { field: 'customer', headerName: 'Customer', width: 170 },
  ...months.map<GridColDef>((month) => ({
    field: month.field,
    headerName: month.label,
    type: 'number',
    width: 60,
    valueFormatter: (value: number) => amount.format(value),
  })),
];

export default function InvoiceAutosizeVirtualized() {
  const apiRef = useGridApiRef();
  const [allColumns, setAllColumns] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, mb: 1 }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() =>
            apiRef.current?.autosizeColumns({
              includeHeaders: true,
              disableColumnVirtualization: allColumns,
            })
          }
        >
          Autosize
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={allColumns}
              onChange={(event) => setAllColumns(event.target.checked)}
            />
          }
          label="Include columns outside the viewport"
        />
      </Box>
      <Box sx={{ height: 340 }}>
        {/* A small buffer: only the columns in view, plus 100 px on each side, are in the DOM. */}
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} columnBufferPx={100} hideFooter />
      </Box>
    </Box>
  );
}
