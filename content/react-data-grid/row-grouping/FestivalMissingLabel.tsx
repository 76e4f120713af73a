import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { festivalColumns, festivalSets } from './festival';

export default function FestivalMissingLabel() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={festivalSets}
        columns={festivalColumns}
        // Self-released acts have no label (null): they stay outside the label groups.
        initialState={{ rowGrouping: { model: ['label'] } }}
      />
    </Box>
  );
}
