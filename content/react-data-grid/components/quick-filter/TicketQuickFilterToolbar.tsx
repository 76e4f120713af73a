import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
  gridExpandedRowCountSelector,
  gridRowCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { ticketColumns, tickets } from './tickets';

function TicketToolbar() {
  const apiRef = useGridApiContext();
  const shown = useGridSelector(apiRef, gridExpandedRowCountSelector);
  const total = useGridSelector(apiRef, gridRowCountSelector);

  return (
    <Toolbar>
      <Typography variant="body2" role="status" sx={{ flex: 1, px: 1 }}>
        {shown} of {total} tickets
      </Typography>
      {/* Always expanded: with no trigger, the field must never collapse. */}
      <QuickFilter expanded style={{ display: 'flex', alignItems: 'center' }}>
        <QuickFilterControl
          placeholder="Search tickets"
          size="small"
          // The grid's text field slot wraps the icon in an input adornment.
          slotProps={{ input: { startAdornment: <SearchIcon fontSize="small" /> } }}
        />
        <QuickFilterClear aria-label="Clear the search" size="small">
          <CloseIcon fontSize="small" />
        </QuickFilterClear>
      </QuickFilter>
    </Toolbar>
  );
}

export default function TicketQuickFilterToolbar() {
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
