import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';
import { bikeParts, stockLevel, stockLevelLabels, type BikePart } from './bikeParts';

const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<BikePart>[] = [
  { field: 'id', headerName: 'SKU', width: 90 },
  { field: 'part', headerName: 'Part', flex: 1, minWidth: 180 },
  {
    field: 'inStock',
    headerName: 'In stock',
    type: 'number',
    width: 100,
    // A function: the class depends on the row, here the stock compared with its reorder level.
    cellClassName: (params: GridCellParams<BikePart, number>) =>
      `parts-stock--${stockLevel(params.row)}`,
  },
  { field: 'reorderAt', headerName: 'Reorder at', type: 'number', width: 110 },
  {
    field: 'level',
    headerName: 'Stock level',
    width: 140,
    // The level in words, so that the colour is never the only signal.
    valueGetter: (_value, row) => stockLevelLabels[stockLevel(row)],
    cellClassName: (params: GridCellParams<BikePart>) => `parts-stock--${stockLevel(params.row)}`,
  },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => euros.format(value),
    // A string: the same class on every cell of the column.
    cellClassName: 'parts-cell--money',
  },
];

export default function PartsCellClassName() {
  return (
    <Box
      sx={(theme) => ({
        height: 420,
        width: '100%',
        // A tint and a bar at the start of the cell (a logical property, so right-to-left works).
        // The text keeps the theme's text colour, which stays readable on the tint in both modes.
        '& .parts-stock--out': {
          fontWeight: 700,
          backgroundColor: theme.alpha((theme.vars || theme).palette.error.main, 0.12),
          borderInlineStart: `4px solid ${(theme.vars || theme).palette.error.main}`,
        },
        '& .parts-stock--low': {
          fontWeight: 700,
          backgroundColor: theme.alpha((theme.vars || theme).palette.warning.main, 0.14),
          borderInlineStart: `4px solid ${(theme.vars || theme).palette.warning.main}`,
        },
        '& .parts-cell--money': {
          fontVariantNumeric: 'tabular-nums',
          fontFamily: theme.typography.fontFamily,
        },
      })}
    >
      <DataGrid rows={bikeParts} columns={columns} hideFooter />
    </Box>
  );
}
