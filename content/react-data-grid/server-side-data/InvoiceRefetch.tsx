import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridDataSource } from '@mui/x-data-grid';
import { InvoiceServer, invoiceColumns } from './invoiceServer';

export default function InvoiceRefetch() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() => new InvoiceServer());
  const [message, setMessage] = React.useState('Add an invoice from "elsewhere", then reload.');

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const { rows, total } = await server.getInvoices(params);
        setMessage(`Answer to request ${server.requestCount}: ${total} invoices on the server.`);
        return { rows, rowCount: total };
      },
    }),
    [server],
  );

  const addElsewhere = () => {
    const invoice = server.addInvoiceElsewhere();
    setMessage(`${invoice.id} was added on the server. The grid does not know yet.`);
  };

  const reloadFromCache = () => {
    setMessage('fetchRows(): the page is in the cache, so no request is sent.');
    apiRef.current?.dataSource.fetchRows();
  };

  const reloadFromServer = () => {
    setMessage('fetchRows() with skipCache: asking the server…');
    apiRef.current?.dataSource.fetchRows(undefined, { skipCache: true });
  };

  const clearCache = () => {
    apiRef.current?.dataSource.cache.clear();
    setMessage('Cache cleared: the next page you open, or any reload, goes to the server.');
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Button variant="outlined" size="small" onClick={addElsewhere}>
          Add an invoice elsewhere
        </Button>
        <Button variant="outlined" size="small" onClick={reloadFromCache}>
          Reload
        </Button>
        <Button variant="outlined" size="small" onClick={reloadFromServer}>
          Reload, skipping the cache
        </Button>
        <Button variant="outlined" size="small" onClick={clearCache}>
          Clear the cache
        </Button>
      </Box>
      <Typography role="status" sx={{ mb: 1 }}>
        {message}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          columns={invoiceColumns}
          dataSource={dataSource}
          initialState={{
            pagination: { paginationModel: { pageSize: 10 } },
            sorting: { sortModel: [{ field: 'issued', sort: 'desc' }] },
          }}
          pageSizeOptions={[10, 25]}
        />
      </Box>
    </Box>
  );
}
