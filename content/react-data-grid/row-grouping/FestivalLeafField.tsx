import Box from '@mui/material/Box';
import { DataGridPremium, type GridGroupingColDefOverride } from '@mui/x-data-grid-premium';
import { festivalColumns, festivalSets, type FestivalSet } from './festival';

// The leaf rows of the grouping column show the act, so the Act column can be hidden.
const groupingColDef: GridGroupingColDefOverride<FestivalSet> = { leafField: 'act', width: 240 };

export default function FestivalLeafField() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={festivalSets}
        columns={festivalColumns}
        groupingColDef={groupingColDef}
        initialState={{
          rowGrouping: { model: ['stage'] },
          columns: { columnVisibilityModel: { act: false } },
        }}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
