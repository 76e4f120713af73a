import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { FlightServer, flightColumns } from './flightServer';

export default function FlightsViewportLoading() {
  const [server] = React.useState(() => new FlightServer());

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        // `start` and `end` are the range of rows the grid is missing around the viewport.
        const { rows, total } = await server.getFlights(params);
        return { rows, rowCount: total };
      },
    }),
    [server],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        columns={flightColumns}
        dataSource={dataSource}
        lazyLoading
        initialState={{ pagination: { paginationModel: { pageSize: 50 } } }}
      />
    </Box>
  );
}
