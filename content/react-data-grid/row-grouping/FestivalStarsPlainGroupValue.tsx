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
    renderCell: (params: GridRenderCellParams<FestivalSet, number>) => {
      if (params.rowNode.type === 'group') {
        // A group row: a plain label instead of the stars.
        return params.value == null ? null : `${params.value} stars`;
      }
      return params.value == null ? null : <Stars value={params.value} />;
    },
  },
];

export default function FestivalStarsPlainGroupValue() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={festivalSets}
        columns={columns}
        initialState={{ rowGrouping: { model: ['popularity'] } }}
      />
    </Box>
  );
}
