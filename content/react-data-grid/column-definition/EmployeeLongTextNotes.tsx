import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from './employees';

const columns: GridColDef<Employee>[] = [
  {
    field: 'fullName',
    headerName: 'Employee',
    width: 150,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  { field: 'role', headerName: 'Role', width: 170 },
  // The built-in longText type truncates the text and adds a button that shows all of it.
  {
    field: 'notes',
    headerName: 'Review notes',
    type: 'longText',
    flex: 1,
    minWidth: 220,
    editable: true,
  },
];

export default function EmployeeLongTextNotes() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={employees} columns={columns} hideFooter />
    </Box>
  );
}
