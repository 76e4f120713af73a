import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { festivalColumns, festivalSets, type FestivalSet } from './festival';

// Users cannot group by, or stop grouping by, the day: the page decides it.
const columns: GridColDef<FestivalSet>[] = festivalColumns.map((column) =>
  column.field === 'day' ? { ...column, groupable: false } : column,
);

const rowGroupingModel = ['day'];

export default function FestivalReadOnlyGrouping() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium rows={festivalSets} columns={columns} rowGroupingModel={rowGroupingModel} />
    </Box>
  );
}
