import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  role: string;
  office: { city: string; floor: number };
  startDate: string;
  // Not shown in any column, but still part of the row.
  email: string;
}

// Declared outside the component: the array keeps the same reference on every render.
const employees: Employee[] = [
  {
    id: 1,
    name: 'Amara Okafor',
    role: 'Staff engineer',
    office: { city: 'Lisbon', floor: 3 },
    startDate: '2019-04-01',
    email: 'amara.okafor@example.com',
  },
  {
    id: 2,
    name: 'Jonas Lindqvist',
    role: 'Product designer',
    office: { city: 'Lisbon', floor: 2 },
    startDate: '2020-09-14',
    email: 'jonas.lindqvist@example.com',
  },
  {
    id: 3,
    name: 'Mateo Herrera',
    role: 'Account executive',
    office: { city: 'Toronto', floor: 1 },
    startDate: '2021-01-11',
    email: 'mateo.herrera@example.com',
  },
  {
    id: 4,
    name: 'Yuki Tanabe',
    role: 'Controller',
    office: { city: 'Osaka', floor: 4 },
    startDate: '2021-06-28',
    email: 'yuki.tanabe@example.com',
  },
  {
    id: 5,
    name: 'Samuel Mensah',
    role: 'People partner',
    office: { city: 'Lisbon', floor: 1 },
    startDate: '2022-10-03',
    email: 'samuel.mensah@example.com',
  },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 150 },
  {
    // A field the row does not have: the value is computed from a nested object.
    field: 'office',
    headerName: 'Office',
    width: 150,
    valueGetter: (_value, row) => `${row.office.city}, floor ${row.office.floor}`,
  },
  {
    field: 'startDate',
    headerName: 'Started',
    type: 'date',
    width: 120,
    // The API sends strings; a date column needs Date objects.
    valueGetter: (value: string) => new Date(`${value}T00:00:00`),
  },
];

export default function StaffDirectoryRows() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={employees} columns={columns} />
    </Box>
  );
}
