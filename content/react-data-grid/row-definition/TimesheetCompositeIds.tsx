import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

// One entry per person and ISO week: neither field is unique on its own.
interface TimesheetEntry {
  payrollNumber: string;
  week: string;
  hours: number;
  approved: boolean;
}

const timesheets: TimesheetEntry[] = [
  { payrollNumber: 'P-1042', week: '2026-W09', hours: 38.5, approved: true },
  { payrollNumber: 'P-1042', week: '2026-W10', hours: 41, approved: true },
  { payrollNumber: 'P-1107', week: '2026-W09', hours: 36, approved: true },
  { payrollNumber: 'P-1107', week: '2026-W10', hours: 32.5, approved: false },
  { payrollNumber: 'C-0031', week: '2026-W09', hours: 24, approved: true },
  { payrollNumber: 'C-0031', week: '2026-W10', hours: 30, approved: false },
];

// Combine the two fields into one key that is unique for the whole data set.
const getTimesheetId = (entry: TimesheetEntry) => `${entry.payrollNumber}/${entry.week}`;

const columns: GridColDef<TimesheetEntry>[] = [
  { field: 'payrollNumber', headerName: 'Payroll no.', width: 110 },
  { field: 'week', headerName: 'Week', width: 100 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 80 },
  { field: 'approved', headerName: 'Approved', type: 'boolean', width: 100 },
  {
    // Only here to show what getRowId returned: the grid does not need an id column.
    field: 'rowId',
    headerName: 'Row id',
    width: 170,
    sortable: false,
    filterable: false,
    renderCell: (params) => <code>{String(params.id)}</code>,
  },
];

export default function TimesheetCompositeIds() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={timesheets} columns={columns} getRowId={getTimesheetId} hideFooter />
    </Box>
  );
}
