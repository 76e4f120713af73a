import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid } from '@mui/x-data-grid';
import { departureColumns } from './departures';

export default function DeparturesOverlayHeight() {
  const [loading, setLoading] = React.useState(false);
  const [tallOverlay, setTallOverlay] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, mb: 1 }}>
        <FormControlLabel
          control={
            <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
          }
          label="Loading"
        />
        <FormControlLabel
          control={
            <Switch
              checked={tallOverlay}
              onChange={(event) => setTallOverlay(event.target.checked)}
            />
          }
          label="Overlay 220 px tall"
        />
      </Box>
      {/* The board is empty: without rows, the height of the overlay decides the grid's height. */}
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        <DataGrid
          rows={[]}
          columns={departureColumns}
          loading={loading}
          localeText={{ noRowsLabel: 'No departures before 06:00' }}
          hideFooter
          sx={tallOverlay ? { '--DataGrid-overlayHeight': '220px' } : undefined}
        />
      </Box>
    </Box>
  );
}
