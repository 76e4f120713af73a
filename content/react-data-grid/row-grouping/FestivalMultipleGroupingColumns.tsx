import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { festivalColumns, festivalSets } from './festival';

export default function FestivalMultipleGroupingColumns() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={festivalSets}
        columns={festivalColumns}
        // One grouping column per criterion: "Day", then "Genre".
        rowGroupingColumnMode="multiple"
        initialState={{ rowGrouping: { model: ['day', 'genre'] } }}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
