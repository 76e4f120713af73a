import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridGroupingColDefOverride,
} from '@mui/x-data-grid-premium';
import { festivalColumns, festivalSets, type FestivalSet } from './festival';

// Leaves show the act; the grouping column sorts and filters on the act's values.
const groupingColDef: GridGroupingColDefOverride<FestivalSet> = { leafField: 'act', width: 240 };

export default function FestivalSortFilterSingleColumn() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={festivalSets}
        columns={festivalColumns}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={-1}
        initialState={{
          rowGrouping: { model: ['stage'] },
          columns: { columnVisibilityModel: { act: false } },
          // Acts in alphabetical order, within each stage.
          sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'asc' }] },
          // Only the acts whose name contains "the"; stages without one disappear.
          filter: {
            filterModel: {
              items: [
                {
                  field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
                  operator: 'contains',
                  value: 'the',
                },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
