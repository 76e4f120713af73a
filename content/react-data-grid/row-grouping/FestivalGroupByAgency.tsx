import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { festivalColumns, festivalSets, type Agency, type FestivalSet } from './festival';

const columns: GridColDef<FestivalSet>[] = [
  ...festivalColumns,
  {
    field: 'agency',
    headerName: 'Agency',
    width: 170,
    // The cell value is an object: show its name, sort by it, and group by it.
    // Leaf rows hold an agency; a group row holds its key (the name), or nothing.
    valueFormatter: (value: Agency | string | undefined) =>
      typeof value === 'object' ? value.name : (value ?? ''),
    // Group keys are names too, so compare names either way.
    sortComparator: (a: Agency | string, b: Agency | string) =>
      (typeof a === 'string' ? a : a.name).localeCompare(typeof b === 'string' ? b : b.name),
    groupingValueGetter: (value: Agency) => value.name,
  },
];

export default function FestivalGroupByAgency() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={festivalSets}
        columns={columns}
        initialState={{ rowGrouping: { model: ['agency'] } }}
      />
    </Box>
  );
}
