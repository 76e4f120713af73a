import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { FlightServer, flightColumns } from './flightServer';

export default function FlightsInfiniteLoading() {
  const [server] = React.useState(() => new FlightServer(300));
  const [loaded, setLoaded] = React.useState('No rows yet');

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        // This server does not count the matches: the answer has no rowCount.
        const { rows } = await server.getFlights(params, { count: false });
        setLoaded(`Last chunk: rows ${params.start}–${params.end}, ${rows.length} received`);
        return { rows };
      },
    }),
    [server],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" role="status" sx={{ mb: 1 }}>
        {loaded}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          columns={flightColumns}
          dataSource={dataSource}
          lazyLoading
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        />
      </Box>
    </Box>
  );
}
