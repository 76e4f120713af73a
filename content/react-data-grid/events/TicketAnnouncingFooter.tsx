import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  useGridApiContext,
  useGridEvent,
  type GridEventListener,
} from '@mui/x-data-grid';
import { ticketColumns, tickets } from './helpDeskTickets';

/**
 * A footer that says how the tickets are sorted and filtered. It lives inside the grid,
 * so it reaches the grid through its context and listens to two events itself.
 */
function SortAndFilterFooter() {
  const apiRef = useGridApiContext();
  const [sorting, setSorting] = React.useState('Not sorted.');
  const [filtering, setFiltering] = React.useState('No filter.');

  const headerName = (field: string) => apiRef.current.getColumn(field)?.headerName ?? field;

  const handleSortModelChange: GridEventListener<'sortModelChange'> = (sortModel) => {
    if (sortModel.length === 0) {
      setSorting('Not sorted.');
      return;
    }
    const parts = sortModel.map(
      (item) => `${headerName(item.field)}, ${item.sort === 'desc' ? 'descending' : 'ascending'}`,
    );
    setSorting(`Sorted by ${parts.join(', then ')}.`);
  };

  const handleFilterModelChange: GridEventListener<'filterModelChange'> = (filterModel) => {
    // Items without a value do not filter anything yet.
    const active = filterModel.items.filter(
      (item) => item.value !== undefined && item.value !== '',
    );
    if (active.length === 0) {
      setFiltering('No filter.');
      return;
    }
    const parts = active.map(
      (item) => `${headerName(item.field)} ${item.operator} ${String(item.value)}`,
    );
    setFiltering(`Filtered: ${parts.join('; ')}.`);
  };

  useGridEvent(apiRef, 'sortModelChange', handleSortModelChange);
  useGridEvent(apiRef, 'filterModelChange', handleFilterModelChange);

  return (
    <GridFooterContainer sx={{ px: 2, py: 1, minHeight: 48 }}>
      <Typography variant="body2" role="status" sx={{ overflowWrap: 'anywhere' }}>
        {sorting} {filtering}
      </Typography>
    </GridFooterContainer>
  );
}

export default function TicketAnnouncingFooter() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={tickets}
        columns={ticketColumns}
        showToolbar
        slots={{ footer: SortAndFilterFooter }}
      />
    </Box>
  );
}
