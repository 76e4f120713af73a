import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { departureColumns, departures } from './departures';

export default function DeparturesMinMaxHeight() {
  const [shown, setShown] = React.useState(2);
  const rows = React.useMemo(() => departures.slice(0, shown), [shown]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ px: 1, mb: 1, maxWidth: 360 }}>
        <Typography id="min-max-departures" variant="body2" gutterBottom>
          Departures on the board: {shown}
        </Typography>
        <Slider
          size="small"
          min={0}
          max={departures.length}
          value={shown}
          onChange={(_event, value) => setShown(value as number)}
          aria-labelledby="min-max-departures"
        />
      </Box>
      {/* The grid grows with its rows, but never below 200 px nor above 380 px. */}
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 200, maxHeight: 380 }}>
        <DataGrid rows={rows} columns={departureColumns} hideFooter />
      </Box>
    </Box>
  );
}
