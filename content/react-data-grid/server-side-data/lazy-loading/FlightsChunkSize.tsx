import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { FlightServer, flightColumns } from './flightServer';

export default function FlightsChunkSize() {
  const [server] = React.useState(() => new FlightServer());
  const [chunkSize, setChunkSize] = React.useState(20);
  const [lastRange, setLastRange] = React.useState('');

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        setLastRange(`${params.start}–${params.end}`);
        const { rows, total } = await server.getFlights(params);
        return { rows, rowCount: total };
      },
    }),
    [server],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="flight-chunk-label">Rows per request</InputLabel>
          <Select
            labelId="flight-chunk-label"
            label="Rows per request"
            value={chunkSize}
            onChange={(event) => setChunkSize(Number(event.target.value))}
          >
            <MenuItem value={20}>20</MenuItem>
            <MenuItem value={50}>50</MenuItem>
            <MenuItem value={100}>100</MenuItem>
          </Select>
        </FormControl>
        <Typography variant="body2" role="status">
          Last range requested: {lastRange || 'none yet'}
        </Typography>
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          // A new chunk size changes every range already cached: start again.
          key={chunkSize}
          columns={flightColumns}
          dataSource={dataSource}
          lazyLoading
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: chunkSize } } }}
        />
      </Box>
    </Box>
  );
}
