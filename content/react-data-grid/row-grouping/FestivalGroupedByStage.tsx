import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { festivalColumns, festivalSets } from './festival';

export default function FestivalGroupedByStage() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={festivalSets}
        columns={festivalColumns}
        // One group per stage; open a group with the arrow before its name.
        initialState={{ rowGrouping: { model: ['stage'] } }}
      />
    </Box>
  );
}
