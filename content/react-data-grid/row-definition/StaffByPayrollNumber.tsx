import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridRowIdGetter,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { staff, type StaffMember } from './staff';

// Outside the component, so the grid receives the same function on every render.
const getPayrollNumber: GridRowIdGetter<StaffMember> = (member) => member.payrollNumber;

const columns: GridColDef<StaffMember>[] = [
  { field: 'payrollNumber', headerName: 'Payroll no.', width: 110 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
];

export default function StaffByPayrollNumber() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(['P-1107']),
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={staff}
          columns={columns}
          getRowId={getPayrollNumber}
          checkboxSelection
          disableRowSelectionExcludeModel
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        rowSelectionModel.ids: [{[...selection.ids].map((id) => `'${id}'`).join(', ')}]
      </Typography>
    </Box>
  );
}
