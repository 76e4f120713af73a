import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridEventListener } from '@mui/x-data-grid';
import { ticketColumns, tickets } from './helpDeskTickets';

interface Snapshot {
  params: Record<string, unknown>;
  event: Record<string, unknown>;
  details: Record<string, unknown>;
}

function Panel({ title, values }: { title: string; values: Record<string, unknown> | null }) {
  return (
    <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
      <Typography component="h3" variant="subtitle2">
        {title}
      </Typography>
      <Box
        component="pre"
        sx={{
          m: 0,
          mt: 0.5,
          p: 1,
          minHeight: 150,
          fontSize: 13,
          bgcolor: 'action.hover',
          borderRadius: 1,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {values === null ? 'Click a cell.' : JSON.stringify(values, null, 2)}
      </Box>
    </Box>
  );
}

export default function TicketHandlerArguments() {
  const [snapshot, setSnapshot] = React.useState<Snapshot | null>(null);

  const handleCellClick: GridEventListener<'cellClick'> = (params, event, details) => {
    setSnapshot({
      // A few of the fields of GridCellParams: the row and column are there too.
      params: {
        id: params.id,
        field: params.field,
        value: params.value,
        formattedValue: params.formattedValue,
        cellMode: params.cellMode,
        isEditable: params.isEditable,
      },
      // A React mouse event, plus the flag the grid adds to it.
      event: {
        type: event.type,
        shiftKey: event.shiftKey,
        ctrlKey: event.ctrlKey,
        altKey: event.altKey,
        defaultMuiPrevented: event.defaultMuiPrevented,
      },
      // Which keys the grid put in the details object.
      details: {
        keys: Object.keys(details),
        hasApi: 'api' in details,
      },
    });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 300 }}>
        <DataGrid rows={tickets} columns={ticketColumns} onCellClick={handleCellClick} hideFooter />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1.5 }}>
        <Panel title="params" values={snapshot?.params ?? null} />
        <Panel title="event" values={snapshot?.event ?? null} />
        <Panel title="details" values={snapshot?.details ?? null} />
      </Box>
    </Box>
  );
}
