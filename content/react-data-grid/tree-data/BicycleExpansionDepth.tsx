import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { bicycleParts, bicyclePartColumns, getPartPath } from './bicycleParts';

const depthOptions = [
  { value: 0, label: '0: every group collapsed' },
  { value: 1, label: '1: assemblies open' },
  { value: 2, label: '2: two levels open' },
  { value: -1, label: '-1: the whole tree open' },
];

export default function BicycleExpansionDepth() {
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
        {depthOptions.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ height: 420 }}>
        {/* The depth applies when the tree is built: a new key builds a new grid. */}
        <DataGridPro
          key={depth}
          rows={bicycleParts}
          columns={bicyclePartColumns}
          treeData
          getTreeDataPath={getPartPath}
          defaultGroupingExpansionDepth={depth}
          hideFooter
        />
      </Box>
    </Box>
  );
}
