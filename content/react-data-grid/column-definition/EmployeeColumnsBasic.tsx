import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from './employees';

// Declared outside the component: the grid receives the same array on every render.
const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 170 },
  {
    field: 'office',
    headerName: 'Office',
    description: 'The office the employee reports to, even when working remotely',
    width: 110,
  },
  // Without headerName, the header shows the field name.
  { field: 'hiredOn', width: 120 },
];

export default function EmployeeColumnsBasic() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={employees} columns={columns} hideFooter />
    </Box>
  );
}
