import type { GridColDef } from '@mui/x-data-grid-pro';
import { salaryFormatter, type Employee } from './employees';

/** `YYYY-MM-DD` as a local date, so that no time zone shifts the day. */
function localDate(value: string): Date {
  const [year, month, day] = value.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** The columns of the staff directory, wider together than most screens. */
export const employeeColumns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'title', headerName: 'Job title', width: 180 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 100 },
  { field: 'email', headerName: 'Email', width: 270 },
  { field: 'phone', headerName: 'Phone', width: 160 },
  {
    field: 'hireDate',
    headerName: 'Hired',
    type: 'date',
    width: 120,
    valueGetter: (value: string) => localDate(value),
  },
  { field: 'status', headerName: 'Status', width: 100 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => salaryFormatter.format(value),
  },
];
