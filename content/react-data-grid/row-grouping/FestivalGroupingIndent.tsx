import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { festivalColumns, festivalSets } from './festival';

export default function FestivalGroupingIndent() {
  // How many spacing units each level of nesting is shifted by; the grid's default is 2.
  const [multiplier, setMultiplier] = React.useState(4);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="indent-label" variant="body2">
        Indent per level: {multiplier} spacing units
      </Typography>
      <Slider
        aria-labelledby="indent-label"
        value={multiplier}
        onChange={(_, value) => setMultiplier(value as number)}
        min={0}
        max={8}
        step={1}
        marks
        sx={{ maxWidth: 320 }}
      />
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={festivalSets}
          columns={festivalColumns}
          initialState={{ rowGrouping: { model: ['day', 'stage', 'genre'] } }}
          defaultGroupingExpansionDepth={2}
          sx={{ '--DataGrid-cellOffsetMultiplier': multiplier }}
        />
      </Box>
    </Box>
  );
}
