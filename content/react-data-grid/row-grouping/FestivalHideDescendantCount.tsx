import Box from '@mui/material/Box';
import { DataGridPremium, type GridGroupingColDefOverride } from '@mui/x-data-grid-premium';
import { festivalColumns, festivalSets, type FestivalSet } from './festival';

// Group rows show "Friday" instead of "Friday (9)".
const groupingColDef: GridGroupingColDefOverride<FestivalSet> = { hideDescendantCount: true };

export default function FestivalHideDescendantCount() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={festivalSets}
        columns={festivalColumns}
        groupingColDef={groupingColDef}
        initialState={{ rowGrouping: { model: ['day', 'stage'] } }}
      />
    </Box>
  );
}
