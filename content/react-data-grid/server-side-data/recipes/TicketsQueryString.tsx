import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  getGridStringOperators,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
} from '@mui/x-data-grid';
import { fakeFetch, ticketColumns, type Ticket } from './ticketApi';

// The API filters with "contains" only: offer no other operator.
const containsOnly = getGridStringOperators().filter((operator) => operator.value === 'contains');
const columns: GridColDef<Ticket>[] = ticketColumns.map((column) => ({
  ...column,
  filterOperators: containsOnly,
}));

/** Turns the grid's request into the query string of the REST API. */
function toQueryString(params: GridGetRowsParams): string {
  const query = new URLSearchParams();
  query.set('offset', String(params.start));
  query.set('limit', String(params.end - Number(params.start) + 1));
  params.sortModel.forEach(({ field, sort }) => query.append('sort', `${field}:${sort}`));
  params.filterModel.items
    .filter((item) => item.value !== undefined && item.value !== '')
    .forEach((item) => query.append('filter', `${item.field}:${item.value}`));
  const words = params.filterModel.quickFilterValues ?? [];
  if (words.length > 0) {
    query.set('q', words.join(' '));
  }
  return query.toString();
}

export default function TicketsQueryString() {
  const [lastUrl, setLastUrl] = React.useState('');

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const url = `/api/tickets?${toQueryString(params)}`;
        setLastUrl(url);
        const response = await fakeFetch(url);
        if (!response.ok) {
          throw new Error(`The help desk API answered ${response.status}.`);
        }
        const { items, total } = await response.json();
        return { rows: items, rowCount: total };
      },
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Typography
        variant="body2"
        role="status"
        sx={{ mb: 1, fontFamily: 'monospace', overflowWrap: 'anywhere' }}
      >
        GET {lastUrl || '…'}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          showToolbar
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10, 20]}
        />
      </Box>
    </Box>
  );
}
