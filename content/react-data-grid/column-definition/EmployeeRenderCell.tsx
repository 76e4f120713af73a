import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { employees, type Employee } from './employees';

function initials(row: Employee) {
  return `${row.firstName[0]}${row.lastName[0]}`;
}

function ObjectivesBar({ value }: { value: number }) {
  const percent = Math.round(value * 100);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={Math.min(percent, 100)}
        color={percent >= 100 ? 'success' : 'primary'}
        sx={{ flex: 1, height: 6, borderRadius: 3 }}
        aria-hidden
      />
      {/* The number is always written out: the bar alone would rely on colour and length. */}
      <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'end' }}>
        {percent} %
      </Typography>
    </Box>
  );
}

const columns: GridColDef<Employee>[] = [
  {
    field: 'lastName',
    headerName: 'Employee',
    flex: 1,
    minWidth: 200,
    // 'flex' lays the cell out as a flex row, centring the avatar vertically.
    display: 'flex',
    renderCell: ({ row }: GridRenderCellParams<Employee>) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
        <Avatar
          sx={{
            width: 28,
            height: 28,
            fontSize: 13,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          {initials(row)}
        </Avatar>
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {row.firstName} {row.lastName}
        </Box>
      </Box>
    ),
  },
  {
    field: 'objectives',
    headerName: 'Objectives met',
    type: 'number',
    width: 180,
    display: 'flex',
    // Used by CSV export and the clipboard, which cannot read the bar.
    valueFormatter: (value: number) => `${Math.round(value * 100)} %`,
    renderCell: (params: GridRenderCellParams<Employee, number>) => (
      <ObjectivesBar value={params.value ?? 0} />
    ),
  },
  {
    field: 'email',
    headerName: 'Contact',
    width: 120,
    sortable: false,
    renderCell: (params: GridRenderCellParams<Employee, string>) => (
      // Only the focused cell's link is in the tab sequence.
      <Link href={`mailto:${params.value}`} tabIndex={params.tabIndex}>
        Email
      </Link>
    ),
  },
];

export default function EmployeeRenderCell() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={employees} columns={columns} hideFooter />
    </Box>
  );
}
