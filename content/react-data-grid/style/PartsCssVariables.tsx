import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { bikeParts, partColumns, type BikePart } from './bikeParts';

// A cell of our own that borrows the grid's variables, so it follows the grid's look.
function StockBar(params: GridRenderCellParams<BikePart, number>) {
  const { inStock, reorderAt } = params.row;
  const share = Math.min(inStock / (reorderAt * 4), 1);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
      <Box
        aria-hidden
        sx={{
          flex: 1,
          height: 8,
          borderRadius: 'var(--DataGrid-t-radius-base)',
          backgroundColor: 'var(--DataGrid-rowBorderColor)',
          overflow: 'hidden',
        }}
      >
        <Box
          sx={{
            width: `${share * 100}%`,
            height: '100%',
            backgroundColor: 'var(--DataGrid-t-color-foreground-accent)',
          }}
        />
      </Box>
      <Box component="span" sx={{ minWidth: '4ch', textAlign: 'end' }}>
        {inStock}
      </Box>
    </Box>
  );
}

const columns: GridColDef<BikePart>[] = [
  ...partColumns.filter((column) => column.field !== 'inStock'),
  {
    field: 'inStock',
    headerName: 'In stock',
    type: 'number',
    width: 170,
    renderCell: (params: GridRenderCellParams<BikePart, number>) => <StockBar {...params} />,
  },
];

export default function PartsCssVariables() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={bikeParts}
        columns={columns}
        hideFooter
        sx={(theme) => ({
          // Set on the root, the variable reaches every row and cell border that uses it.
          '--DataGrid-rowBorderColor': theme.alpha(
            (theme.vars || theme).palette.primary.main,
            0.35,
          ),
        })}
      />
    </Box>
  );
}
