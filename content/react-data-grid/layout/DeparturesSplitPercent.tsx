import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { departureColumns, departures } from './departures';

const disrupted = departures.filter(
  (flight) => flight.status === 'Delayed' || flight.status === 'Cancelled',
);

export default function DeparturesSplitPercent() {
  const [topShare, setTopShare] = React.useState(60);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography id="split-share" variant="body2">
          Share of the upper grid
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={topShare}
          onChange={(_event, value: number | null) => value !== null && setTopShare(value)}
          aria-labelledby="split-share"
        >
          <ToggleButton value={50}>50%</ToggleButton>
          <ToggleButton value={60}>60%</ToggleButton>
          <ToggleButton value={75}>75%</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {/* The outer box has a height in pixels, so percentages inside it resolve. */}
      <Box sx={{ height: 440, width: '100%' }}>
        <Box sx={{ height: `${topShare}%`, pb: 1, boxSizing: 'border-box' }}>
          <DataGrid
            aria-label="All departures"
            rows={departures}
            columns={departureColumns}
            density="compact"
            hideFooter
          />
        </Box>
        <Box sx={{ height: `${100 - topShare}%` }}>
          <DataGrid
            aria-label="Delayed and cancelled"
            rows={disrupted}
            columns={departureColumns}
            density="compact"
            hideFooter
          />
        </Box>
      </Box>
    </Box>
  );
}
