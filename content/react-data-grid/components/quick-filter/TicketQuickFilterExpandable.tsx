import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import {
  DataGrid,
  QuickFilter,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { ticketColumns, tickets } from './tickets';

function TicketToolbar() {
  return (
    <Toolbar>
      <QuickFilter style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
        <QuickFilterControl
          // Our own text field: it grows from nothing when the filter expands.
          render={({ ref, slotProps, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="Subject, customer, agent…"
              slotProps={{ htmlInput: { ...slotProps?.htmlInput, 'aria-label': 'Search tickets' } }}
              sx={{
                width: state.expanded ? 220 : 0,
                maxWidth: 'calc(100vw - 120px)',
                visibility: state.expanded ? 'visible' : 'hidden',
                transition: (theme) => theme.transitions.create('width'),
              }}
            />
          )}
        />
        <QuickFilterTrigger
          // The trigger says which way it works: open the search, or close it.
          render={(triggerProps, state) => (
            <Tooltip title={state.expanded ? 'Close the search' : 'Search tickets'}>
              <ToolbarButton
                {...triggerProps}
                aria-label={state.expanded ? 'Close the search' : 'Search tickets'}
                color={state.value ? 'primary' : 'default'}
              >
                {state.expanded ? (
                  <SearchOffIcon fontSize="small" />
                ) : (
                  <SearchIcon fontSize="small" />
                )}
              </ToolbarButton>
            </Tooltip>
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function TicketQuickFilterExpandable() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={tickets}
        columns={ticketColumns}
        slots={{ toolbar: TicketToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
