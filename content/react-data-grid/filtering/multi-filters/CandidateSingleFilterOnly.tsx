import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { candidateColumns, candidates } from './candidates';

export default function CandidateSingleFilterOnly() {
  const [singleFilter, setSingleFilter] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={singleFilter}
            onChange={(event) => setSingleFilter(event.target.checked)}
          />
        }
        label="disableMultipleColumnsFiltering"
      />
      <Box sx={{ height: 380 }}>
        <DataGridPro
          rows={candidates}
          columns={candidateColumns}
          disableMultipleColumnsFiltering={singleFilter}
          showToolbar
          initialState={{
            filter: {
              filterModel: { items: [{ id: 1, field: 'remote', operator: 'is', value: true }] },
            },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
