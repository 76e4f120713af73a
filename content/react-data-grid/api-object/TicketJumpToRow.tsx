import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, gridExpandedSortedRowIdsSelector, useGridApiRef } from '@mui/x-data-grid';
import { ticketColumns, tickets } from './tickets';

export default function TicketJumpToRow() {
  const apiRef = useGridApiRef();
  const [ticketId, setTicketId] = React.useState(1024);
  const [message, setMessage] = React.useState('Pick a ticket, then go to it.');

  const goToTicket = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    // The rows that can be scrolled to, in the order they are shown.
    const rowIndex = gridExpandedSortedRowIdsSelector(apiRef).indexOf(ticketId);
    if (rowIndex === -1) {
      setMessage(`Ticket #${ticketId} is hidden by the filter: clear it to reach the ticket.`);
      return;
    }
    api.scrollToIndexes({ rowIndex, colIndex: api.getColumnIndex('subject') });
    api.setCellFocus(ticketId, 'subject');
    api.selectRow(ticketId, true, true);
    setMessage(`Ticket #${ticketId} is row ${rowIndex + 1} of the list.`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <TextField
          select
          size="small"
          label="Ticket"
          value={ticketId}
          onChange={(event) => setTicketId(Number(event.target.value))}
          sx={{ width: 240 }}
        >
          {tickets.map((ticket) => (
            <MenuItem key={ticket.id} value={ticket.id}>
              {`#${ticket.id} · ${ticket.status}`}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={goToTicket}>
          Go to ticket
        </Button>
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid
          apiRef={apiRef}
          rows={tickets}
          columns={ticketColumns}
          initialState={{
            // Solved tickets start hidden, so that some tickets cannot be reached.
            filter: {
              filterModel: { items: [{ field: 'status', operator: 'not', value: 'Solved' }] },
            },
          }}
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1, color: 'text.secondary' }}>
        {message}
      </Typography>
    </Box>
  );
}
