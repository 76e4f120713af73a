import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { ticketColumns, tickets } from './tickets';

export default function TicketApiRefLifecycle() {
  const apiRef = useGridApiRef();
  const [showGrid, setShowGrid] = React.useState(false);
  const [answer, setAnswer] = React.useState('Nothing counted yet.');

  const countOpenTickets = () => {
    // Null until a grid using this ref has rendered, and again once it has unmounted.
    const api = apiRef.current;
    if (api === null) {
      setAnswer('apiRef.current is null: no grid is mounted with this ref.');
      return;
    }
    const open = api.getAllRowIds().filter((id) => api.getRow(id)?.status === 'Open');
    setAnswer(`${open.length} of ${api.getRowsCount()} tickets are open.`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <FormControlLabel
          control={
            <Switch checked={showGrid} onChange={(event) => setShowGrid(event.target.checked)} />
          }
          label="Show the grid"
        />
        <Button size="small" variant="outlined" onClick={countOpenTickets}>
          Count open tickets
        </Button>
      </Stack>
      <Typography variant="body2" role="status" sx={{ mb: 1, color: 'text.secondary' }}>
        {answer}
      </Typography>
      {showGrid ? (
        <Box sx={{ height: 300 }}>
          <DataGrid apiRef={apiRef} rows={tickets} columns={ticketColumns} />
        </Box>
      ) : null}
    </Box>
  );
}
