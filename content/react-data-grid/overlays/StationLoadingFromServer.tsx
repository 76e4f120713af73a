import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid } from '@mui/x-data-grid';
import { fetchStations, stationColumns, type Station } from './stations';

export default function StationLoadingFromServer() {
  const [rows, setRows] = React.useState<Station[]>([]);
  const [loading, setLoading] = React.useState(true);

  const load = React.useCallback(async () => {
    setLoading(true);
    // 1.5 s, to leave time to see the overlay.
    const next = await fetchStations({ latency: 1500 });
    setRows(next);
    setLoading(false);
  }, []);

  React.useEffect(() => {
    // The first load runs when the demo mounts; the grid shows a skeleton until then.
    const timer = setTimeout(load);
    return () => clearTimeout(timer);
  }, [load]);

  return (
    <Box sx={{ width: '100%' }}>
      <Button variant="outlined" size="small" onClick={load} disabled={loading} sx={{ mb: 1 }}>
        {loading ? 'Loading…' : 'Reload the stations'}
      </Button>
      <Box sx={{ height: 360 }}>
        <DataGrid rows={rows} columns={stationColumns} loading={loading} hideFooter />
      </Box>
    </Box>
  );
}
