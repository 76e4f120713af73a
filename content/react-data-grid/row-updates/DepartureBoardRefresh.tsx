import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { morningDepartures, statusOptions, type Departure } from './departures';

const columns: GridColDef<Departure>[] = [
  { field: 'id', headerName: 'Flight', width: 90 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'scheduled', headerName: 'Time', width: 80 },
  { field: 'gate', headerName: 'Gate', width: 75 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: statusOptions,
    width: 120,
  },
];

// Each refresh returns the whole board, as a polling endpoint would.
function nextBoard(board: readonly Departure[]): Departure[] {
  const next = board.map((flight) => {
    if (flight.status === 'Boarding') return { ...flight, status: 'Departed' as const };
    return flight;
  });
  const firstScheduled = next.findIndex((flight) => flight.status === 'Scheduled');
  if (firstScheduled !== -1) {
    next[firstScheduled] = { ...next[firstScheduled], status: 'Boarding' };
  }
  return next;
}

export default function DepartureBoardRefresh() {
  const [board, setBoard] = React.useState<Departure[]>(morningDepartures);
  const [refreshes, setRefreshes] = React.useState(0);

  const refresh = () => {
    // A new array: the grid replaces all its rows with it.
    setBoard((current) => nextBoard(current));
    setRefreshes((count) => count + 1);
  };

  const reset = () => {
    setBoard(morningDepartures);
    setRefreshes(0);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Button variant="contained" size="small" onClick={refresh}>
          Refresh board
        </Button>
        <Button size="small" onClick={reset}>
          Reset
        </Button>
        <Typography variant="body2" sx={{ ml: 1 }}>
          {refreshes === 0
            ? 'Initial board'
            : `Refreshed ${refreshes} time${refreshes === 1 ? '' : 's'}`}
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid rows={board} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
