import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColumnHeaderParams } from '@mui/x-data-grid';
import { bikeParts, type BikePart } from './bikeParts';

// A function is called with the column: here, every number column gets the same class.
const headerOfType = (params: GridColumnHeaderParams) =>
  params.colDef.type === 'number' ? 'parts-header--figure' : '';

const columns: GridColDef<BikePart>[] = [
  // A string: the class of the "identity" columns, shared by hand.
  { field: 'id', headerName: 'SKU', width: 90, headerClassName: 'parts-header--identity' },
  {
    field: 'part',
    headerName: 'Part',
    flex: 1,
    minWidth: 180,
    headerClassName: 'parts-header--identity',
  },
  { field: 'supplier', headerName: 'Supplier', width: 120 },
  {
    field: 'inStock',
    headerName: 'In stock',
    type: 'number',
    width: 100,
    headerClassName: headerOfType,
  },
  {
    field: 'reorderAt',
    headerName: 'Reorder at',
    type: 'number',
    width: 110,
    headerClassName: headerOfType,
  },
  // headerAlign and align place the title and the values; the number type aligns right already.
  {
    field: 'category',
    headerName: 'Category',
    width: 130,
    headerAlign: 'center',
    align: 'center',
  },
];

export default function PartsHeaderClassName() {
  return (
    <Box
      sx={(theme) => ({
        height: 420,
        width: '100%',
        '& .parts-header--identity': {
          backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, 0.1),
          borderBottom: `3px solid ${(theme.vars || theme).palette.primary.main}`,
        },
        '& .parts-header--figure': {
          backgroundColor: theme.alpha((theme.vars || theme).palette.secondary.main, 0.1),
          borderBottom: `3px dotted ${(theme.vars || theme).palette.secondary.main}`,
          '& .MuiDataGrid-columnHeaderTitle': { fontStyle: 'italic' },
        },
      })}
    >
      <DataGrid rows={bikeParts} columns={columns} hideFooter />
    </Box>
  );
}
