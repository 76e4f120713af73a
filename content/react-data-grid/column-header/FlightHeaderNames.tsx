import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { departures, type Departure } from './departures';

const columns: GridColDef<Departure>[] = [
  // No headerName: the header shows the field, "id".
  { field: 'id', width: 90 },
  { field: 'destination', headerName: 'Destination', minWidth: 130, flex: 1 },
  {
    field: 'scheduled',
    headerName: 'Sched.',
    description: 'Scheduled departure, local time',
    width: 90,
  },
  { field: 'gate', headerName: 'Gate', width: 80, headerAlign: 'center', align: 'center' },
  {
    field: 'delayMinutes',
    headerName: 'Delay (min)',
    description: 'Expected delay against the schedule, in minutes',
    type: 'number',
    width: 110,
  },
  {
    field: 'seatsSold',
    // Too long for the column: hover it to read the whole name.
    headerName: 'Seats sold as of check-in opening',
    type: 'number',
    width: 130,
  },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function FlightHeaderNames() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={departures} columns={columns} />
    </Box>
  );
}
