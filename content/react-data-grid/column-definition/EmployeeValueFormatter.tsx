import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, euro, type Employee } from './employees';

const percent = new Intl.NumberFormat('en-IE', { maximumFractionDigits: 1 });
const signIn = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Employee', flex: 1, minWidth: 130 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    // The row keeps 98000; the cell shows €98,000.
    valueFormatter: (value: number) => euro.format(value),
  },
  {
    field: 'bonusRate',
    headerName: 'Bonus',
    type: 'number',
    width: 100,
    // 0.1 becomes 10, so a filter "Bonus > 9" reads naturally …
    valueGetter: (value: number) => value * 100,
    // … and 10 is shown as "10 %".
    valueFormatter: (value: number) => `${percent.format(value)} %`,
  },
  {
    field: 'lastSignIn',
    headerName: 'Last sign-in',
    type: 'dateTime',
    width: 190,
    valueGetter: (value: string) => new Date(value),
    valueFormatter: (value: Date) => signIn.format(value),
  },
];

export default function EmployeeValueFormatter() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={employees} columns={columns} hideFooter />
    </Box>
  );
}
