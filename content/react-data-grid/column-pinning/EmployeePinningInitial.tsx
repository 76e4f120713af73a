import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { employees } from './employees';
import { employeeColumns } from './employeeColumns';

export default function EmployeePinningInitial() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={employees}
        columns={employeeColumns}
        // Applied once, when the grid mounts. Users can change it from the column menu.
        initialState={{ pinnedColumns: { left: ['name'], right: ['salary'] } }}
        hideFooter
      />
    </Box>
  );
}
