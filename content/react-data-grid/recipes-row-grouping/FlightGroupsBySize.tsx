import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type DataGridPremiumProps,
  type GridSortCellParams,
} from '@mui/x-data-grid-premium';
import { departureColumns, departures } from './departures';

/** Number of rows directly under a group; 0 for a flight. */
const size = (params: GridSortCellParams) =>
  params.rowNode.type === 'group' ? params.rowNode.children.length : 0;

/**
 * Groups compare by size, then by name; flights inside a group keep their order. Sorting the
 * column descending puts the busiest destination first.
 */
const groupingColDef: DataGridPremiumProps['groupingColDef'] = {
  headerName: 'Destination',
  width: 200,
  sortComparator: (value1, value2, params1, params2) =>
    size(params1) - size(params2) || String(value1 ?? '').localeCompare(String(value2 ?? '')),
};

export default function FlightGroupsBySize() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={departures}
        columns={departureColumns}
        groupingColDef={groupingColDef}
        initialState={{
          rowGrouping: { model: ['destination'] },
          sorting: {
            sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' }],
          },
        }}
        hideFooter
      />
    </Box>
  );
}
