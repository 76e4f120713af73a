import Box from '@mui/material/Box';
import { DataGridPremium, type GridGroupingColDefOverride } from '@mui/x-data-grid-premium';
import { festivalColumns, festivalSets, type FestivalSet } from './festival';

// Outside the component: a stable object, so the grouping column is not rebuilt on each render.
const groupingColDef: GridGroupingColDefOverride<FestivalSet> = {
  headerName: 'Programme',
  description: 'The sets of each day, by stage',
  width: 220,
  headerClassName: 'programme-header',
};

export default function FestivalGroupingColDefObject() {
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        '& .programme-header': { fontWeight: 'bold', color: 'primary.main' },
      }}
    >
      <DataGridPremium
        rows={festivalSets}
        columns={festivalColumns}
        groupingColDef={groupingColDef}
        initialState={{ rowGrouping: { model: ['day', 'stage'] } }}
      />
    </Box>
  );
}
