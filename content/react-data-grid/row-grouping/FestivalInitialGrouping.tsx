import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { festivalColumns, festivalSets } from './festival';

export default function FestivalInitialGrouping() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={festivalSets}
        columns={festivalColumns}
        initialState={{
          // Days first, then the stages of each day.
          rowGrouping: { model: ['day', 'stage'] },
        }}
      />
    </Box>
  );
}
