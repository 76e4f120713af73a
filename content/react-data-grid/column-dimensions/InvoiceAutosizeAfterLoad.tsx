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
  // Loads are numbered: the first one runs on mount, each press of the button asks for another.
  // `loaded` is the number of the load whose rows are shown.
  const [requested, setRequested] = React.useState(0);
  const [loaded, setLoaded] = React.useState(-1);
  const loading = loaded !== requested;

  React.useEffect(() => {
    let current = true;
    fetchInvoices().then((data) => {
      if (!current) {
        return;
      }
      // Commit the new rows to the DOM right away, so that the cells exist when they are measured.
      ReactDOM.flushSync(() => {
        setRows(data);
        setLoaded(requested);
      });
      return apiRef.current?.autosizeColumns({ includeHeaders: true, includeOutliers: true });
    });
    return () => {
      current = false;
    };
  }, [apiRef, requested]);

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        variant="outlined"
        size="small"
        onClick={() => setRequested((count) => count + 1)}
        disabled={loading}
        sx={{ mb: 1 }}
      >
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
