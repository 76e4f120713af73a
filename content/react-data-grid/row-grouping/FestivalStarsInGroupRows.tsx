import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-premium';
import { festivalColumns, festivalSets, type FestivalSet } from './festival';

function Stars({ value }: { value: number }) {
  return (
    <Box
      component="span"
      role="img"
      aria-label={`${value} out of 5`}
      sx={{ color: 'warning.main' }}
    >
      {'★'.repeat(value)}
      <Box component="span" sx={{ color: 'text.disabled' }}>
        {'☆'.repeat(5 - value)}
      </Box>
    </Box>
  );
}

const columns: GridColDef<FestivalSet>[] = [
  ...festivalColumns,
  {
    field: 'popularity',
    headerName: 'Popularity',
    type: 'number',
    width: 130,
    // On group rows of the popularity column itself, the value is empty: draw nothing.
    renderCell: (params: GridRenderCellParams<FestivalSet, number>) =>
      params.value == null ? null : <Stars value={params.value} />,
  },
];

export default function FestivalStarsInGroupRows() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={festivalSets}
        columns={columns}
        // The grouping column renders each group's key with the column's renderCell.
        initialState={{ rowGrouping: { model: ['popularity'] } }}
      />
    </Box>
  );
}
