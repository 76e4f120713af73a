import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridDataSourceCacheDefault, type GridDataSource } from '@mui/x-data-grid-pro';
import { FlightServer, flightColumns } from './flightServer';

// Entries expire after 3 seconds, so that each check finds the rows on screen stale.
const shortCache = new GridDataSourceCacheDefault({ ttl: 3_000 });

export default function FlightsLiveStatus() {
  const [server] = React.useState(() => new FlightServer(1000, 300));
  const [live, setLive] = React.useState(true);
  const [lastChange, setLastChange] = React.useState('');

  // The airport updates a few statuses every 2 seconds.
  React.useEffect(() => {
    const timer = setInterval(() => {
      const changed = server.updateStatusesElsewhere();
      setLastChange(changed.map((flight) => `${flight.flight}: ${flight.status}`).join(', '));
    }, 2_000);
    return () => clearInterval(timer);
  }, [server]);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const { rows, total } = await server.getFlights(params);
        return { rows, rowCount: total };
      },
    }),
    [server],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={live} onChange={(event) => setLive(event.target.checked)} />}
        label="Revalidate the visible rows every 4 seconds"
      />
      <Typography variant="body2" role="status" sx={{ mb: 1, minHeight: 40 }}>
        Changed on the server: {lastChange || 'nothing yet'}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          columns={flightColumns}
          dataSource={dataSource}
          dataSourceCache={shortCache}
          dataSourceRevalidateMs={live ? 4_000 : 0}
          lazyLoading
          initialState={{ pagination: { paginationModel: { pageSize: 20 } } }}
        />
      </Box>
    </Box>
  );
}
