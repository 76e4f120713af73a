import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
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
  // From 600 px on, the field is always open; below, it hides behind a search button.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  const [open, setOpen] = React.useState(false);
  const expanded = wide || open;

  return (
    <Toolbar>
      <Typography variant="caption" sx={{ flex: 1, px: 1 }}>
        {wide ? 'Wide screen: always open' : `Narrow screen: ${open ? 'open' : 'closed'}`}
      </Typography>
      <QuickFilter
        expanded={expanded}
        // Called when the trigger is pressed, on Escape, and on blur with an empty field.
        onExpandedChange={setOpen}
        style={{ display: 'flex', alignItems: 'center' }}
      >
        {expanded ? null : (
          <QuickFilterTrigger
            render={(triggerProps) => (
              <ToolbarButton {...triggerProps} aria-label="Search tickets">
                <SearchIcon fontSize="small" />
              </ToolbarButton>
            )}
          />
        )}
        {expanded ? (
          <QuickFilterControl
            render={({ ref, slotProps, ...controlProps }) => (
              <TextField
                {...controlProps}
                inputRef={ref}
                size="small"
                placeholder="Search tickets"
                slotProps={{
                  htmlInput: { ...slotProps?.htmlInput, 'aria-label': 'Search tickets' },
                }}
                sx={{ width: { xs: 180, sm: 240 } }}
              />
            )}
          />
        ) : null}
      </QuickFilter>
    </Toolbar>
  );
}

export default function TicketQuickFilterResponsive() {
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
