import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { festivalColumns, festivalSets, type FestivalSet } from './festival';

// Each act, start time and fee is unique: a group per row would help nobody.
const notGroupable = new Set(['act', 'start', 'fee', 'minutes']);

const columns: GridColDef<FestivalSet>[] = festivalColumns.map((column) =>
  notGroupable.has(column.field) ? { ...column, groupable: false } : column,
);

export default function FestivalNonGroupableColumns() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium rows={festivalSets} columns={columns} />
    </Box>
  );
}
