import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridGroupingColDefOverride,
} from '@mui/x-data-grid-premium';
import { festivalColumns, festivalSets } from './festival';

/** Called once per grouping column, with the fields that column groups by. */
const groupingColDef: DataGridPremiumProps['groupingColDef'] = (params) => {
  const overrides: GridGroupingColDefOverride = {};
  if (params.fields.includes('day')) {
    overrides.headerName = 'Festival day';
    overrides.width = 160;
  }
  if (params.fields.includes('stage')) {
    overrides.headerName = 'Where';
    overrides.width = 190;
    // Only the stage column shows the act of each set, on its leaf rows.
    overrides.leafField = 'act';
  }
  return overrides;
};

export default function FestivalGroupingColDefCallback() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={festivalSets}
        columns={festivalColumns}
        rowGroupingColumnMode="multiple"
        groupingColDef={groupingColDef}
        initialState={{
          rowGrouping: { model: ['day', 'stage'] },
          columns: { columnVisibilityModel: { act: false } },
        }}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
