import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

interface BoardingFlight {
  id: string;
  destination: string;
  seats: number;
  boarded: number;
}

const initialFlights: BoardingFlight[] = [
  { id: 'LH1173', destination: 'Frankfurt', seats: 180, boarded: 0 },
  { id: 'IB3119', destination: 'Madrid', seats: 174, boarded: 0 },
  { id: 'AF1625', destination: 'Paris CDG', seats: 178, boarded: 0 },
  { id: 'SK2866', destination: 'Copenhagen', seats: 150, boarded: 0 },
  { id: 'EI0487', destination: 'Dublin', seats: 186, boarded: 0 },
  { id: 'KL1692', destination: 'Amsterdam', seats: 132, boarded: 0 },
];

const columns: GridColDef<BoardingFlight>[] = [
  { field: 'id', headerName: 'Flight', width: 90 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  { field: 'boarded', headerName: 'Boarded', type: 'number', width: 90 },
  {
    field: 'progress',
    headerName: 'Progress',
    type: 'number',
    width: 115,
    valueGetter: (_value, row) => row.boarded / row.seats,
    valueFormatter: (value: number) => `${Math.round(value * 100)} %`,
  },
];

const TICK_MS = 50;
const throttleChoices = [0, 1000, 3000];

export default function BoardingProgressThrottled() {
  const apiRef = useGridApiRef();
  const [throttleMs, setThrottleMs] = React.useState(1000);
  const [running, setRunning] = React.useState(false);
  const [updatesSent, setUpdatesSent] = React.useState(0);
  const [gridKey, setGridKey] = React.useState(0);
  const labelId = React.useId();
  // The passenger counts as the "server" knows them, ahead of what the grid shows.
  const counts = React.useRef(new Map(initialFlights.map((flight) => [flight.id, 0])));

  React.useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => {
      const updates: Pick<BoardingFlight, 'id' | 'boarded'>[] = [];
      for (const flight of initialFlights) {
        const boarded = counts.current.get(flight.id) ?? 0;
        // Each flight boards at its own pace.
        if (boarded < flight.seats && Math.random() < 0.5) {
          const next = Math.min(flight.seats, boarded + 1 + Math.floor(Math.random() * 2));
          counts.current.set(flight.id, next);
          updates.push({ id: flight.id, boarded: next });
        }
      }
      const everyoneBoarded = initialFlights.every(
        (flight) => counts.current.get(flight.id) === flight.seats,
      );
      if (everyoneBoarded) setRunning(false);
      if (updates.length === 0) return;
      // Several rows in one call: a Pro and Premium feature.
      apiRef.current?.updateRows(updates);
      setUpdatesSent((count) => count + 1);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [running, apiRef]);

  const reset = () => {
    setRunning(false);
    counts.current = new Map(initialFlights.map((flight) => [flight.id, 0]));
    setUpdatesSent(0);
    // A new key mounts a fresh grid, back on the initial rows.
    setGridKey((key) => key + 1);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button variant="contained" size="small" onClick={() => setRunning((value) => !value)}>
          {running ? 'Pause boarding' : 'Start boarding'}
        </Button>
        <Button size="small" onClick={reset}>
          Reset
        </Button>
        <Typography id={labelId} variant="body2" sx={{ ml: { sm: 1 } }}>
          throttleRowsMs
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={throttleMs}
          onChange={(_event, value: number | null) => value !== null && setThrottleMs(value)}
          aria-labelledby={labelId}
        >
          {throttleChoices.map((choice) => (
            <ToggleButton key={choice} value={choice}>
              {choice === 0 ? 'Off' : `${choice} ms`}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          key={gridKey}
          apiRef={apiRef}
          rows={initialFlights}
          columns={columns}
          throttleRowsMs={throttleMs}
          initialState={{ sorting: { sortModel: [{ field: 'progress', sort: 'desc' }] } }}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {updatesSent} updateRows calls sent, one every {TICK_MS} ms while boarding runs.
      </Typography>
    </Box>
  );
}
