import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import {
  DataGrid,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
  useGridSelector,
  gridRowSelectionCountSelector,
  gridRowSelectionIdsSelector,
  type GridRowId,
} from '@mui/x-data-grid';
import { ticketColumns, tickets, type Ticket } from './tickets';

/** What the toolbar may do on the page: write a message, and mark tickets as resolved. */
const ActionsContext = React.createContext<{
  log: (message: string) => void;
  resolve: (ids: GridRowId[]) => void;
}>({ log: () => {}, resolve: () => {} });

function TicketToolbar() {
  const apiRef = useGridApiContext();
  const { log, resolve } = React.useContext(ActionsContext);
  const selected = useGridSelector(apiRef, gridRowSelectionCountSelector);
  const noSelection = selected === 0;

  const resolveSelected = () => {
    const ids = [...gridRowSelectionIdsSelector(apiRef).keys()];
    resolve(ids);
    apiRef.current.setRowSelectionModel({ type: 'include', ids: new Set() });
    log(`${ids.length} ticket(s) marked as resolved.`);
  };

  return (
    <Toolbar>
      <Typography sx={{ flex: 1, mx: 0.5, fontWeight: 'medium' }}>
        {noSelection ? 'Support tickets' : `${selected} selected`}
      </Typography>
      <Tooltip title="New ticket">
        <ToolbarButton aria-label="New ticket" onClick={() => log('New ticket form opened.')}>
          <AddIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      {/* A disabled button fires no events: the span lets the tooltip still show on hover. */}
      <Tooltip title="Assign selected to me">
        <span>
          <ToolbarButton
            aria-label="Assign selected to me"
            disabled={noSelection}
            onClick={() => log(`${selected} ticket(s) assigned to you.`)}
          >
            <PersonAddIcon fontSize="small" />
          </ToolbarButton>
        </span>
      </Tooltip>
      <Tooltip title="Mark selected as resolved">
        <span>
          <ToolbarButton
            aria-label="Mark selected as resolved"
            disabled={noSelection}
            onClick={resolveSelected}
          >
            <DoneAllIcon fontSize="small" />
          </ToolbarButton>
        </span>
      </Tooltip>
    </Toolbar>
  );
}

export default function TicketToolbarActions() {
  const [rows, setRows] = React.useState(tickets);
  const [message, setMessage] = React.useState('Select tickets to enable the last two buttons.');
  const actions = React.useMemo(
    () => ({
      log: setMessage,
      resolve: (ids: GridRowId[]) =>
        setRows((previous) =>
          previous.map((row) => (ids.includes(row.id) ? { ...row, status: 'Resolved' } : row)),
        ),
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <ActionsContext.Provider value={actions}>
        <Box sx={{ height: 400 }}>
          <DataGrid<Ticket>
            rows={rows}
            columns={ticketColumns}
            label="Support tickets"
            slots={{ toolbar: TicketToolbar }}
            showToolbar
            checkboxSelection
            hideFooter
          />
        </Box>
      </ActionsContext.Provider>
      <Typography variant="body2" role="status" sx={{ mt: 1, color: 'text.secondary' }}>
        {message}
      </Typography>
    </Box>
  );
}
