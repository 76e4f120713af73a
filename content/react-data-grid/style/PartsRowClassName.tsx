import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowClassNameParams } from '@mui/x-data-grid';
import { bikeParts, partColumns, type BikePart } from './bikeParts';

const columns: GridColDef<BikePart>[] = [
  ...partColumns,
  {
    field: 'discontinued',
    headerName: 'Range',
    width: 130,
    // Say it in words too: the faded row alone would not tell everyone.
    valueGetter: (value: boolean) => (value ? 'Discontinued' : 'Current'),
  },
];

// Called for every row with its model: the returned string is added to the row element.
const getRowClassName = (params: GridRowClassNameParams<BikePart>) =>
  params.row.discontinued ? 'parts-row--discontinued' : '';

export default function PartsRowClassName() {
  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        '& .parts-row--discontinued': {
          color: 'text.secondary',
          fontStyle: 'italic',
          // The row stays readable: a muted text colour, never a low opacity on the whole row.
          '& .MuiDataGrid-cell[data-field="part"]': { textDecoration: 'line-through' },
        },
      }}
    >
      <DataGrid rows={bikeParts} columns={columns} getRowClassName={getRowClassName} hideFooter />
    </Box>
  );
}
