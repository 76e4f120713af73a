import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { DataGrid, GridDataSourceCacheDefault, type GridDataSource } from '@mui/x-data-grid';
import { apiStats, fakeFetch, ticketColumns } from './ticketApi';

// One cache for every grid of the help desk, created once, outside any component.
const helpDeskCache = new GridDataSourceCacheDefault({ ttl: 60_000 });

// One data source too: the same requests give the same cache keys in both grids.
const ticketSource: GridDataSource = {
  getRows: async (params) => {
    const offset = Number(params.start);
    const query = new URLSearchParams({
      offset: String(offset),
      limit: String(params.end - offset + 1),
    });
    params.sortModel.forEach(({ field, sort }) => query.append('sort', `${field}:${sort}`));
    const response = await fakeFetch(`/api/tickets?${query}`);
    const { items, total } = await response.json();
    return { rows: items, rowCount: total };
  },
};

export default function TicketsSharedCache() {
  const [tab, setTab] = React.useState(0);
  const [requests, setRequests] = React.useState(apiStats.requests);

  // Show the request counter of the fake API as it moves.
  React.useEffect(() => {
    const timer = setInterval(() => setRequests(apiStats.requests), 300);
    return () => clearInterval(timer);
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Tabs value={tab} onChange={(_, value: number) => setTab(value)} aria-label="Help desk views">
        <Tab label="Queue" id="helpdesk-tab-0" aria-controls="helpdesk-panel-0" />
        <Tab label="Compact view" id="helpdesk-tab-1" aria-controls="helpdesk-panel-1" />
      </Tabs>
      <Typography variant="body2" role="status" sx={{ my: 1 }}>
        Requests answered by the API so far: {requests}
      </Typography>
      <Box
        role="tabpanel"
        id={`helpdesk-panel-${tab}`}
        aria-labelledby={`helpdesk-tab-${tab}`}
        sx={{ height: 400 }}
      >
        {tab === 0 ? (
          <DataGrid
            columns={ticketColumns}
            dataSource={ticketSource}
            dataSourceCache={helpDeskCache}
            disableColumnFilter
            initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
            pageSizeOptions={[10]}
          />
        ) : (
          <DataGrid
            columns={ticketColumns.filter((column) => column.field !== 'customer')}
            dataSource={ticketSource}
            dataSourceCache={helpDeskCache}
            density="compact"
            disableColumnFilter
            initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
            pageSizeOptions={[10]}
          />
        )}
      </Box>
    </Box>
  );
}
