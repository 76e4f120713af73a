import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, useGridApiRef, type GridColDef } from '@mui/x-data-grid-premium';
import { euro, invoices, type Invoice } from './invoices';

const columns: GridColDef<Invoice>[] = [
  { field: 'status', headerName: 'Status' },
  { field: 'customer', headerName: 'Customer' },
  { field: 'description', headerName: 'Work done' },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    valueFormatter: (value: number) => euro.format(value),
  },
];

export default function InvoiceAutosizeGroups() {
  const apiRef = useGridApiRef();

  React.useEffect(() => {
    // Collapsed rows are not in the DOM, so the widths are measured again after each expansion.
    return apiRef.current?.subscribeEvent('rowExpansionChange', () => {
      // Wait one frame for the newly visible rows to be rendered.
      requestAnimationFrame(() => {
        apiRef.current?.autosizeColumns({ includeHeaders: true, includeOutliers: true });
      });
    });
  }, [apiRef]);

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={invoices}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['status'] },
          // The grouping column shows the status already.
          columns: { columnVisibilityModel: { status: false } },
          aggregation: { model: { amount: 'sum' } },
        }}
        autosizeOnMount
        autosizeOptions={{ includeHeaders: true, includeOutliers: true }}
        hideFooter
      />
    </Box>
  );
}
