import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridDataSourceCacheDefault, type GridDataSource } from '@mui/x-data-grid';
import { InvoiceServer, invoiceColumns } from './invoiceServer';

// Entries expire after 4 seconds, so that each revalidation every 5 seconds finds them stale.
const shortCache = new GridDataSourceCacheDefault({ ttl: 4_000 });

export default function InvoiceRevalidate() {
  const [server] = React.useState(() => new InvoiceServer(60, 400));
  const [polling, setPolling] = React.useState(true);
  const [lastAnswer, setLastAnswer] = React.useState('');
  const [lastPayment, setLastPayment] = React.useState('');

  // Someone records a payment on the server every 3 seconds.
  React.useEffect(() => {
    const timer = setInterval(() => {
      const paid = server.recordPaymentElsewhere();
      if (paid) {
        setLastPayment(`${paid.id} (${paid.client}) was paid on the server.`);
      }
    }, 3_000);
    return () => clearInterval(timer);
  }, [server]);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const { rows, total } = await server.getInvoices(params);
        setLastAnswer(new Date().toLocaleTimeString('en-GB'));
        return { rows, rowCount: total };
      },
    }),
    [server],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={polling} onChange={(event) => setPolling(event.target.checked)} />
        }
        label="Revalidate every 5 seconds"
      />
      <Typography variant="body2" role="status">
        Last answer from the server: {lastAnswer || 'none yet'}. {lastPayment}
      </Typography>
      <Box sx={{ height: 400, mt: 1 }}>
        <DataGrid
          columns={invoiceColumns}
          dataSource={dataSource}
          dataSourceCache={shortCache}
          dataSourceRevalidateMs={polling ? 5_000 : 0}
          initialState={{
            pagination: { paginationModel: { pageSize: 10 } },
            sorting: { sortModel: [{ field: 'id', sort: 'asc' }] },
          }}
          pageSizeOptions={[10, 25]}
        />
      </Box>
    </Box>
  );
}
