import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { morningDepartures, statusOptions, type Departure } from './departures';

const columns: GridColDef<Departure>[] = [
  { field: 'id', headerName: 'Flight', width: 90 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'scheduled', headerName: 'Time', width: 80 },
  {
    field: 'expected',
    headerName: 'Expected',
    width: 95,
    valueFormatter: (value: string | null) => value ?? '—',
  },
  { field: 'gate', headerName: 'Gate', width: 75 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: statusOptions,
    width: 110,
  },
];

// Flights announced later in the morning, added one at a time.
const laterFlights: Departure[] = [
  {
    id: 'KL1692',
    destination: 'Amsterdam',
    scheduled: '10:40',
    expected: null,
    gate: 'B03',
    status: 'Scheduled',
  },
  {
    id: 'BA0501',
    destination: 'London LHR',
    scheduled: '10:55',
    expected: null,
    gate: 'A11',
    status: 'Scheduled',
  },
  {
    id: 'LX2087',
    destination: 'Zurich',
    scheduled: '11:15',
    expected: null,
    gate: 'C07',
    status: 'Scheduled',
  },
];

export default function DepartureBoardApiUpdates() {
  const apiRef = useGridApiRef();
  const [added, setAdded] = React.useState(0);
  const [lastCall, setLastCall] = React.useState('No update yet');

  const delayFrankfurt = () => {
    // A partial row: only the fields given change, the others are kept.
    apiRef.current?.updateRows([{ id: 'LH1173', status: 'Delayed', expected: '09:55' }]);
    setLastCall(`updateRows([{ id: 'LH1173', status: 'Delayed', expected: '09:55' }])`);
  };

  const addFlight = () => {
    // An id the grid does not know yet, so the row is inserted.
    const flight = laterFlights[added];
    apiRef.current?.updateRows([flight]);
    setAdded((count) => count + 1);
    setLastCall(`updateRows([{ id: '${flight.id}', destination: '${flight.destination}', … }])`);
  };

  const removeDeparted = () => {
    const rows = apiRef.current?.getRowModels();
    if (!rows) return;
    const departed = [...rows.values()].find((flight) => flight.status === 'Departed');
    if (departed) {
      apiRef.current?.updateRows([{ id: departed.id, _action: 'delete' }]);
      setLastCall(`updateRows([{ id: '${departed.id}', _action: 'delete' }])`);
    } else {
      setLastCall('No departed flight left to remove');
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={delayFrankfurt}>
          Delay LH1173
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={addFlight}
          disabled={added === laterFlights.length}
        >
          Add next flight
        </Button>
        <Button variant="outlined" size="small" onClick={removeDeparted}>
          Remove a departed flight
        </Button>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGrid apiRef={apiRef} rows={morningDepartures} columns={columns} hideFooter />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {lastCall}
      </Typography>
    </Box>
  );
}
