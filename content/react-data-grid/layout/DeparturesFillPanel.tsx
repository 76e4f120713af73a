import * as React from 'react';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { departureColumns, departures, type Departure } from './departures';

const statuses: Departure['status'][] = ['On time', 'Delayed', 'Cancelled'];

export default function DeparturesFillPanel() {
  const [status, setStatus] = React.useState<Departure['status'] | null>(null);
  const rows = React.useMemo(
    () => (status ? departures.filter((flight) => flight.status === status) : departures),
    [status],
  );

  return (
    // The panel has a fixed height and lays out its children in a column.
    <Paper
      variant="outlined"
      sx={{ height: 420, display: 'flex', flexDirection: 'column', p: 2, gap: 1.5 }}
    >
      <Typography variant="h6" component="p">
        Terminal 2 departures
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {statuses.map((each) => (
          <Chip
            key={each}
            label={each}
            color={status === each ? 'primary' : 'default'}
            variant={status === each ? 'filled' : 'outlined'}
            aria-pressed={status === each}
            onClick={() => setStatus((current) => (current === each ? null : each))}
          />
        ))}
      </Stack>
      {/* The grid is a flex child: it takes whatever height the title and chips leave. */}
      <DataGrid rows={rows} columns={departureColumns} density="compact" hideFooter />
    </Paper>
  );
}
