import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { festivalColumns, festivalSets } from './festival';

const depths = [
  { value: 0, label: '0: every group collapsed (default)' },
  { value: 1, label: '1: days expanded' },
  { value: -1, label: '-1: everything expanded' },
];

export default function FestivalExpansionDepth() {
  const [depth, setDepth] = React.useState(1);

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="defaultGroupingExpansionDepth"
        value={depth}
        onChange={(event) => setDepth(Number(event.target.value))}
        sx={{ mb: 1, minWidth: 260, maxWidth: '100%' }}
      >
        {depths.map(({ value, label }) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ height: 400 }}>
        {/* The prop is read when groups are created: a new key builds a new grid. */}
        <DataGridPremium
          key={depth}
          rows={festivalSets}
          columns={festivalColumns}
          initialState={{ rowGrouping: { model: ['day', 'stage'] } }}
          defaultGroupingExpansionDepth={depth}
        />
      </Box>
    </Box>
  );
}
