import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay } from '@mui/x-data-grid';
import { fetchStations, stationColumns, type Station } from './stations';

/** Replaces the grid's loading overlay: a spinner with a sentence, over a veiled grid. */
function StationsLoadingOverlay() {
  return (
    <GridOverlay
      role="status"
      sx={{
        flexDirection: 'column',
        gap: 1,
        bgcolor: 'background.paper',
        opacity: 0.9,
      }}
    >
      <CircularProgress size={32} aria-hidden />
      <Typography variant="body2">Counting the bikes at every station…</Typography>
    </GridOverlay>
  );
}

export default function StationCustomLoadingOverlay() {
  const [rows, setRows] = React.useState<Station[]>([]);
  const [loading, setLoading] = React.useState(false);

  const load = async () => {
    setLoading(true);
    setRows(await fetchStations({ latency: 2000 }));
    setLoading(false);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Button variant="outlined" size="small" onClick={load} disabled={loading} sx={{ mb: 1 }}>
        {rows.length ? 'Reload the stations' : 'Load the stations'}
      </Button>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={stationColumns}
          loading={loading}
          slots={{ loadingOverlay: StationsLoadingOverlay }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
