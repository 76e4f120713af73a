import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { departureColumns, departures } from './departures';

export default function DeparturesFlexParent() {
  const [shown, setShown] = React.useState(3);
  const rows = React.useMemo(() => departures.slice(0, shown), [shown]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography id="flex-parent-count" variant="body2">
          Next departures
        </Typography>
        <ToggleButtonGroup
          exclusive
          value={shown}
          onChange={(_event, value: number | null) => value !== null && setShown(value)}
          aria-labelledby="flex-parent-count"
        >
          <ToggleButton value={3}>3</ToggleButton>
          <ToggleButton value={6}>6</ToggleButton>
          <ToggleButton value={12}>12</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {/* No height here: the column flex container lets the grid take the height of its rows. */}
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        <DataGrid rows={rows} columns={departureColumns} hideFooter />
      </Box>
    </Box>
  );
}
