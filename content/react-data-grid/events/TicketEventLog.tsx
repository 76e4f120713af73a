import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridEventListener } from '@mui/x-data-grid';
import { ticketColumns, tickets } from './helpDeskTickets';

interface LogEntry {
  key: number;
  event: string;
  detail: string;
}

const MAX_ENTRIES = 8;

export default function TicketEventLog() {
  const [entries, setEntries] = React.useState<LogEntry[]>([]);
  const nextKey = React.useRef(0);

  const record = (event: string, detail: string) => {
    nextKey.current += 1;
    const entry = { key: nextKey.current, event, detail };
    setEntries((previous) => [entry, ...previous].slice(0, MAX_ENTRIES));
  };

  const handleRowClick: GridEventListener<'rowClick'> = (params) => {
    record('rowClick', `ticket #${params.id}: ${params.row.subject}`);
  };

  const handleCellDoubleClick: GridEventListener<'cellDoubleClick'> = (params) => {
    record(
      'cellDoubleClick',
      `#${params.id}, ${params.colDef.headerName}: ${params.formattedValue}`,
    );
  };

  const handleCellKeyDown: GridEventListener<'cellKeyDown'> = (params, event) => {
    record('cellKeyDown', `${event.key} in #${params.id}, ${params.colDef.headerName}`);
  };

  const handleColumnHeaderClick: GridEventListener<'columnHeaderClick'> = (params) => {
    record('columnHeaderClick', `${params.colDef.headerName} (field "${params.field}")`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={tickets}
          columns={ticketColumns}
          onRowClick={handleRowClick}
          onCellDoubleClick={handleCellDoubleClick}
          onCellKeyDown={handleCellKeyDown}
          onColumnHeaderClick={handleColumnHeaderClick}
          hideFooter
        />
      </Box>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mt: 1.5, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography component="h3" variant="subtitle2" id="ticket-event-log-title">
          Events, newest first
        </Typography>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setEntries([])}
          disabled={entries.length === 0}
        >
          Clear log
        </Button>
      </Stack>
      <Box
        component="ol"
        aria-labelledby="ticket-event-log-title"
        sx={{
          m: 0,
          mt: 0.5,
          p: 1,
          minHeight: 180,
          listStyle: 'none',
          fontFamily: 'monospace',
          fontSize: 13,
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflowWrap: 'anywhere',
        }}
      >
        {entries.length === 0 ? (
          <Box component="li" sx={{ color: 'text.secondary' }}>
            Click a row or a header, double-click a cell, or use the arrow keys in the grid.
          </Box>
        ) : (
          entries.map((entry) => (
            <li key={entry.key}>
              <Box component="strong" sx={{ fontWeight: 700 }}>
                {entry.event}
              </Box>{' '}
              {entry.detail}
            </li>
          ))
        )}
      </Box>
    </Box>
  );
}
