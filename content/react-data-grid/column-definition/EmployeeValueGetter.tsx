import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, euro, type Employee } from './employees';

/** A fixed reference date keeps the demo stable from one day to the next. */
const TODAY = new Date('2026-04-27');
const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

const columns: GridColDef<Employee>[] = [
  {
    // A field that does not exist on the row: the value comes entirely from the getter.
    field: 'fullName',
    headerName: 'Name',
    flex: 1,
    minWidth: 160,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  { field: 'department', headerName: 'Department', width: 130 },
  {
    field: 'tenure',
    headerName: 'Years with us',
    type: 'number',
    width: 130,
    // Derived from another field; sorting and filtering use this number.
    valueGetter: (_value, row) =>
      Math.floor((TODAY.getTime() - new Date(row.hiredOn).getTime()) / YEAR_MS),
  },
  {
    field: 'totalPay',
    headerName: 'Salary + bonus',
    type: 'number',
    width: 150,
    valueGetter: (_value, row) => Math.round(row.salary * (1 + row.bonusRate)),
    valueFormatter: (value: number) => euro.format(value),
  },
];

export default function EmployeeValueGetter() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'tenure', sort: 'desc' }] } }}
        hideFooter
      />
    </Box>
  );
}
