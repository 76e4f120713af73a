import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { festivalColumns, festivalSets, formatTime, type FestivalSet } from './festival';

const partsOfDay = ['Afternoon', 'Evening', 'Night'];

/** Afternoon before 18:00, evening before 21:00, night after. */
function partOfDay(start: Date) {
  const hour = start.getHours();
  if (hour < 18) {
    return 'Afternoon';
  }
  return hour < 21 ? 'Evening' : 'Night';
}

/** Start times compare by time; group keys (strings) in the order of the day. */
const rank = (value: Date | string) =>
  value instanceof Date ? value.getTime() : partsOfDay.indexOf(value);

const startColumn: GridColDef<FestivalSet> = {
  field: 'start',
  headerName: 'Starts',
  width: 90,
  // Cells show the time of the set; rows are grouped by the part of the day.
  groupingValueGetter: (value: Date) => partOfDay(value),
  // Group rows receive the group key (a string), leaf rows the date.
  valueFormatter: (value: Date | string) => (value instanceof Date ? formatTime(value) : value),
  sortComparator: (a: Date | string, b: Date | string) => rank(a) - rank(b),
};

const columns = festivalColumns.map((column) => (column.field === 'start' ? startColumn : column));

export default function FestivalGroupByTimeOfDay() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={festivalSets}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['day', 'start'] },
          // Sorting the grouping column orders days, then parts of the day.
          sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'asc' }] },
        }}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
