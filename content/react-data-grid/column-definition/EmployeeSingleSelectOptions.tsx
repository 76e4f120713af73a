import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees } from './employees';

interface Office {
  code: string;
  city: string;
  country: string;
}

const offices: Office[] = [
  { code: 'LIS', city: 'Lisbon', country: 'Portugal' },
  { code: 'STO', city: 'Stockholm', country: 'Sweden' },
  { code: 'MAD', city: 'Madrid', country: 'Spain' },
  { code: 'LYS', city: 'Lyon', country: 'France' },
  { code: 'KRK', city: 'Kraków', country: 'Poland' },
  { code: 'BER', city: 'Berlin', country: 'Germany' },
];

/** The rows store the office code; the options describe each office. */
const rows = employees.map(({ id, firstName, lastName, department, office }) => ({
  id,
  name: `${firstName} ${lastName}`,
  department,
  officeCode: offices.find((each) => each.city === office)?.code ?? 'LIS',
}));

const columns: GridColDef<(typeof rows)[number]>[] = [
  { field: 'name', headerName: 'Employee', flex: 1, minWidth: 150 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    // Plain strings: each one is both the value and the label.
    valueOptions: ['Engineering', 'Sales', 'Finance', 'People', 'Support'],
    width: 140,
    editable: true,
  },
  {
    field: 'officeCode',
    headerName: 'Office',
    type: 'singleSelect',
    // Objects of your own shape: tell the grid which property is the value and which the label.
    valueOptions: offices,
    getOptionValue: (option) => (option as Office).code,
    getOptionLabel: (option) => `${(option as Office).city}, ${(option as Office).country}`,
    width: 190,
    editable: true,
  },
];

export default function EmployeeSingleSelectOptions() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
