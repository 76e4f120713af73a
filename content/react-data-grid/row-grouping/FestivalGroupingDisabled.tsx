import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { festivalColumns, festivalSets } from './festival';

export default function FestivalGroupingDisabled() {
  const [disabled, setDisabled] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        label="disableRowGrouping"
        control={
          <Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />
        }
      />
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={festivalSets}
          columns={festivalColumns}
          disableRowGrouping={disabled}
          // Ignored while grouping is disabled: the rows stay flat.
          initialState={{ rowGrouping: { model: ['stage'] } }}
        />
      </Box>
    </Box>
  );
}
