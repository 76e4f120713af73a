import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';
import { bikeParts, type BikePart } from './bikeParts';

const weeks = ['week1', 'week2', 'week3', 'week4'] as const;

// The sign is written out, so the direction of a movement does not depend on its colour.
const signed = (value: number) => (value > 0 ? `+${value}` : value < 0 ? `−${-value}` : '0');

const columns: GridColDef<BikePart>[] = [
  { field: 'part', headerName: 'Part', flex: 1, minWidth: 180 },
  ...weeks.map(
    (field, index): GridColDef<BikePart> => ({
      field,
      headerName: `Week ${index + 1}`,
      type: 'number',
      width: 90,
      valueFormatter: (value: number) => signed(value),
    }),
  ),
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 100 },
];

// One function for all the cells of the grid: it picks the cells it cares about by field.
const getCellClassName = (params: GridCellParams<BikePart>) => {
  if (!params.field.startsWith('week') || typeof params.value !== 'number') {
    return '';
  }
  if (params.value >= 10) {
    return 'movement movement--restock';
  }
  return params.value < 0 ? 'movement movement--out' : 'movement';
};

export default function PartsStockMovements() {
  return (
    <Box
      sx={(theme) => ({
        height: 420,
        width: '100%',
        '& .movement': { fontVariantNumeric: 'tabular-nums' },
        '& .movement--restock': {
          fontWeight: 700,
          color: 'success.dark',
          backgroundColor: theme.alpha((theme.vars || theme).palette.success.main, 0.12),
          ...theme.applyStyles('dark', { color: 'success.light' }),
        },
        '& .movement--out': { color: 'text.secondary' },
      })}
    >
      <DataGrid rows={bikeParts} columns={columns} getCellClassName={getCellClassName} hideFooter />
    </Box>
  );
}
