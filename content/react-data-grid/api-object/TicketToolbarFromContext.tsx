import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  Toolbar,
  gridRowSelectionCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { ticketColumns, tickets, type Ticket } from './tickets';

/** Rendered by the grid through the toolbar slot: no apiRef has to be passed down. */
function TicketActionsToolbar() {
  const apiRef = useGridApiContext();
  // Re-renders the toolbar whenever the number of selected rows changes.
  const selectedCount = useGridSelector(apiRef, gridRowSelectionCountSelector);

  const markSolved = () => {
    const selected = [...apiRef.current.getSelectedRows().values()] as Ticket[];
    apiRef.current.updateRows(selected.map((ticket) => ({ id: ticket.id, status: 'Solved' })));
    apiRef.current.setRowSelectionModel({ type: 'include', ids: new Set() });
  };

  return (
    <Toolbar>
      <Typography variant="body2" role="status" sx={{ flex: 1, px: 1 }}>
        {selectedCount === 0 ? 'No tickets selected' : `${selectedCount} selected`}
      </Typography>
      <Button size="small" disabled={selectedCount === 0} onClick={markSolved}>
        Mark as solved
      </Button>
    </Toolbar>
  );
}

export default function TicketToolbarFromContext() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={tickets}
        columns={ticketColumns}
        checkboxSelection
        showToolbar
        slots={{ toolbar: TicketActionsToolbar }}
      />
    </Box>
  );
}
