import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { FlightServer, flightColumns } from './flightServer';

export default function FlightsRequestThrottle() {
  const [server] = React.useState(() => new FlightServer());
  const [throttleMs, setThrottleMs] = React.useState(500);
  const [ranges, setRanges] = React.useState<string[]>([]);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        setRanges((previous) => [...previous, `${params.start}–${params.end}`]);
        const { rows, total } = await server.getFlights(params);
        return { rows, rowCount: total };
      },
    }),
    [server],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="flight-throttle-label">Request throttle</InputLabel>
          <Select
            labelId="flight-throttle-label"
            label="Request throttle"
            value={throttleMs}
            onChange={(event) => setThrottleMs(Number(event.target.value))}
          >
            <MenuItem value={0}>0 ms</MenuItem>
            <MenuItem value={500}>500 ms (default)</MenuItem>
            <MenuItem value={2000}>2,000 ms</MenuItem>
          </Select>
        </FormControl>
        <Typography variant="body2" role="status">
          {ranges.length} requests. Latest: {ranges.slice(-4).join(', ') || 'none'}
        </Typography>
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          columns={flightColumns}
          dataSource={dataSource}
          lazyLoading
          lazyLoadingRequestThrottleMs={throttleMs}
          initialState={{ pagination: { paginationModel: { pageSize: 20 } } }}
        />
      </Box>
    </Box>
  );
}
