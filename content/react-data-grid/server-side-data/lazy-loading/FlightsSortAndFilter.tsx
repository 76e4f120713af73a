import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridDataSource, type GridGetRowsParams } from '@mui/x-data-grid-pro';
import { FlightServer, flightColumns } from './flightServer';

function describe(params: GridGetRowsParams) {
  const sort = params.sortModel.map((item) => `${item.field} ${item.sort}`).join(', ') || 'none';
  const filters =
    params.filterModel.items
      .filter((item) => item.value !== undefined && item.value !== '')
      .map((item) => `${item.field} ${item.operator} ${JSON.stringify(item.value)}`)
      .join(', ') || 'none';
  return `rows ${params.start}–${params.end}; sort: ${sort}; filter: ${filters}`;
}

export default function FlightsSortAndFilter() {
  const [server] = React.useState(() => new FlightServer());
  const [lastRequest, setLastRequest] = React.useState('');

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        setLastRequest(describe(params));
        const { rows, total } = await server.getFlights(params);
        return { rows, rowCount: total };
      },
    }),
    [server],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" role="status" sx={{ mb: 1 }}>
        Last request: {lastRequest || 'none yet'}
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          columns={flightColumns}
          dataSource={dataSource}
          lazyLoading
          showToolbar
          initialState={{
            pagination: { paginationModel: { pageSize: 40 } },
            filter: {
              filterModel: {
                items: [{ field: 'status', operator: 'isAnyOf', value: ['Delayed', 'Cancelled'] }],
              },
            },
          }}
        />
      </Box>
    </Box>
  );
}
