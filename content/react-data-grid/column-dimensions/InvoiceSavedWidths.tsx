import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { baseInvoiceColumns, invoices, type Invoice } from './invoices';

const defaultWidths: Record<string, number> = {
  number: 110,
  customer: 220,
  issued: 120,
  amount: 130,
  status: 100,
};

export default function InvoiceSavedWidths() {
  // The widths live outside the grid, so they survive when the grid unmounts.
  const [widths, setWidths] = React.useState(defaultWidths);
  const [mounted, setMounted] = React.useState(true);

  const columns = React.useMemo<GridColDef<Invoice>[]>(
    () => baseInvoiceColumns.map((column) => ({ ...column, width: widths[column.field] })),
    [widths],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => setMounted((value) => !value)}>
          {mounted ? 'Unmount the grid' : 'Mount the grid'}
        </Button>
        <Button size="small" variant="outlined" onClick={() => setWidths(defaultWidths)}>
          Reset widths
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        {mounted ? (
          <DataGrid
            rows={invoices}
            columns={columns}
            onColumnWidthChange={(params) =>
              setWidths((current) => ({
                ...current,
                [params.colDef.field]: Math.round(params.width),
              }))
            }
            hideFooter
          />
        ) : (
          <Typography variant="body2" sx={{ p: 2, color: 'text.secondary' }}>
            The grid is unmounted. Saved widths:{' '}
            {Object.entries(widths)
              .map(([field, width]) => `${field} ${width} px`)
              .join(', ')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
