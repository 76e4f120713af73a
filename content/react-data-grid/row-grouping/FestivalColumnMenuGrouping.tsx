import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridRowGroupingModel } from '@mui/x-data-grid-premium';
import { festivalColumns, festivalSets } from './festival';

export default function FestivalColumnMenuGrouping() {
  const [model, setModel] = React.useState<GridRowGroupingModel>([]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        {/* No grouping at first: users group from a column's menu. */}
        <DataGridPremium
          rows={festivalSets}
          columns={festivalColumns}
          onRowGroupingModelChange={(newModel) => setModel(newModel)}
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        {model.length === 0
          ? 'Not grouped. Open the menu of the Day or Stage column and choose "Group by".'
          : `Grouped by ${model.join(', then ')}.`}
      </Typography>
    </Box>
  );
}
