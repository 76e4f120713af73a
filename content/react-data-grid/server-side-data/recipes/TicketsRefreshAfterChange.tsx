import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridDataSource } from '@mui/x-data-grid';
import { fakeFetch, ticketColumns, type Ticket } from './ticketApi';

export default function TicketsRefreshAfterChange() {
  const apiRef = useGridApiRef();
  const [polling, setPolling] = React.useState(false);
  const [saving, setSaving] = React.useState(false);
  const [message, setMessage] = React.useState('');

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const offset = Number(params.start);
        const query = new URLSearchParams({
          offset: String(offset),
          limit: String(params.end - offset + 1),
          sort: 'id:desc',
        });
        const response = await fakeFetch(`/api/tickets?${query}`);
        const { items, total } = await response.json();
        setMessage(`Loaded at ${new Date().toLocaleTimeString('en-GB')}: ${total} tickets.`);
        return { rows: items, rowCount: total };
      },
    }),
    [],
  );

  // Polling: ask the server again every 10 seconds, past the cache.
  React.useEffect(() => {
    if (!polling) {
      return undefined;
    }
    const timer = setInterval(() => {
      apiRef.current?.dataSource.fetchRows(undefined, { skipCache: true });
    }, 10_000);
    return () => clearInterval(timer);
  }, [apiRef, polling]);

  const createTicket = async () => {
    setSaving(true);
    const response = await fakeFetch<Ticket>('/api/tickets', {
      method: 'POST',
      body: JSON.stringify({ subject: 'Printer queue stuck', customer: 'Orchard SA' }),
    });
    const ticket = await response.json();
    setSaving(false);
    setMessage(`Ticket ${ticket.id} created. Reloading…`);
    // Every cached page may now be wrong: forget them all, then reload the current one.
    apiRef.current?.dataSource.cache.clear();
    apiRef.current?.dataSource.fetchRows();
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <Button variant="contained" size="small" onClick={createTicket} disabled={saving}>
          {saving ? 'Creating…' : 'Create a ticket'}
        </Button>
        <FormControlLabel
          control={
            <Switch checked={polling} onChange={(event) => setPolling(event.target.checked)} />
          }
          label="Reload every 10 seconds"
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mb: 1 }}>
        {message}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          columns={ticketColumns}
          dataSource={dataSource}
          disableColumnFilter
          disableColumnSorting
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10]}
        />
      </Box>
    </Box>
  );
}
