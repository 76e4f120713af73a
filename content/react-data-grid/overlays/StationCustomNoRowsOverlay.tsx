import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PedalBikeIcon from '@mui/icons-material/PedalBike';
import { DataGrid, GridOverlay } from '@mui/x-data-grid';
import { stationColumns, stations, type Station } from './stations';

/** Replaces "No rows": an icon, a title and a hint, centred over the empty grid. */
function NoStationsOverlay() {
  return (
    <GridOverlay sx={{ flexDirection: 'column', gap: 0.5, p: 2, textAlign: 'center' }}>
      <PedalBikeIcon fontSize="large" color="disabled" aria-hidden />
      <Typography variant="subtitle2" component="p">
        No stations in this district yet
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Stations appear here once they join the scheme.
      </Typography>
    </GridOverlay>
  );
}

export default function StationCustomNoRowsOverlay() {
  const [rows, setRows] = React.useState<Station[]>([]);

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        variant="outlined"
        size="small"
        onClick={() => setRows(rows.length ? [] : stations)}
        sx={{ mb: 1 }}
      >
        {rows.length ? 'Remove all stations' : 'Add the stations'}
      </Button>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={rows}
          columns={stationColumns}
          slots={{ noRowsOverlay: NoStationsOverlay }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
