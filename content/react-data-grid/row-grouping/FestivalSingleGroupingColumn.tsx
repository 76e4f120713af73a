import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { festivalColumns, festivalSets } from './festival';

export default function FestivalSingleGroupingColumn() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={festivalSets}
        columns={festivalColumns}
        // The default mode: both criteria share one column, titled "Group".
        rowGroupingColumnMode="single"
        initialState={{ rowGrouping: { model: ['day', 'genre'] } }}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
