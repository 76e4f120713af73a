import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { departureColumns, departures } from './departures';

export default function DeparturesFixedSize() {
  const [height, setHeight] = React.useState(320);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography id="fixed-size-height" variant="body2">
          Container height
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={height}
          onChange={(_event, value: number | null) => value !== null && setHeight(value)}
          aria-labelledby="fixed-size-height"
        >
          <ToggleButton value={240}>240 px</ToggleButton>
          <ToggleButton value={320}>320 px</ToggleButton>
          <ToggleButton value={480}>480 px</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {/* A fixed height and a bounded width: the grid fills the box and scrolls inside it. */}
      <Box sx={{ height, width: '100%', maxWidth: 560 }}>
        <DataGrid rows={departures} columns={departureColumns} />
      </Box>
    </Box>
  );
}
