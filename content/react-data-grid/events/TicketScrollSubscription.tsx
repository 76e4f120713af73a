import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { ticketColumns, tickets } from './helpDeskTickets';

export default function TicketScrollSubscription() {
  const apiRef = useGridApiRef();
  const [tracking, setTracking] = React.useState(true);
  const [scrollTop, setScrollTop] = React.useState(0);
  const [received, setReceived] = React.useState(0);

  React.useEffect(() => {
    // The grid sets apiRef.current while it renders, before this effect runs.
    if (!tracking || !apiRef.current) {
      return undefined;
    }
    const unsubscribe = apiRef.current.subscribeEvent('scrollPositionChange', (params) => {
      setScrollTop(Math.round(params.top));
      setReceived((count) => count + 1);
    });
    // Runs when the switch is turned off and when the demo unmounts.
    return unsubscribe;
  }, [apiRef, tracking]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <FormControlLabel
          control={
            <Switch checked={tracking} onChange={(event) => setTracking(event.target.checked)} />
          }
          label="Listen to scrollPositionChange"
        />
        <Button
          size="small"
          variant="outlined"
          disabled={!tracking || scrollTop < 200}
          onClick={() => apiRef.current?.scroll({ top: 0 })}
        >
          Back to the first ticket
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid apiRef={apiRef} rows={tickets} columns={ticketColumns} hideFooter />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {tracking
          ? `Scrolled ${scrollTop} px from the top. Events received: ${received}.`
          : `Not listening: the handler was unsubscribed after ${received} events.`}
      </Typography>
    </Box>
  );
}
