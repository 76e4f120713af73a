import * as React from 'react';
import * as ReactDOM from 'react-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { baseInvoiceColumns, invoices, type Invoice } from './invoices';

/** Stands in for a request to your server. */
function fetchInvoices(): Promise<Invoice[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(invoices), 700);
  });
}

export default function InvoiceAutosizeAfterLoad() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState<Invoice[]>([]);
  const [loading, setLoading] = React.useState(false);

  const load = React.useCallback(async () => {
    setLoading(true);
    const data = await fetchInvoices();
    // Commit the new rows to the DOM right away, so that the cells exist when they are measured.
    ReactDOM.flushSync(() => {
      setRows(data);
      setLoading(false);
    });
    await apiRef.current?.autosizeColumns({ includeHeaders: true, includeOutliers: true });
  }, [apiRef]);

  React.useEffect(() => {
    load();
  }, [load]);

  return (
    <Box sx={{ width: '100%' }}>
      <Button variant="outlined" size="small" onClick={load} disabled={loading} sx={{ mb: 1 }}>
        Reload invoices
      </Button>
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={baseInvoiceColumns}
          loading={loading}
          hideFooter
        />
      </Box>
    </Box>
  );
}
