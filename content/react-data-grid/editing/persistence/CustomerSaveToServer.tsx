import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import {
  changedFields,
  createCustomerServer,
  wholesaleCustomers,
  type WholesaleCustomer,
} from './wholesaleCustomers';

const columns: GridColDef<WholesaleCustomer>[] = [
  { field: 'cafe', headerName: 'Café', flex: 1, minWidth: 150, editable: true },
  { field: 'contact', headerName: 'Contact', width: 140, editable: true },
  { field: 'email', headerName: 'E-mail', width: 210, editable: true },
  { field: 'city', headerName: 'City', width: 110, editable: true },
];

interface LogEntry {
  key: number;
  text: string;
}

export default function CustomerSaveToServer() {
  // One server per demo instance, created once.
  const [server] = React.useState(() => createCustomerServer(wholesaleCustomers));
  const [pending, setPending] = React.useState(0);
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const nextKey = React.useRef(0);

  const addToLog = (text: string) => {
    nextKey.current += 1;
    const entry = { key: nextKey.current, text };
    setLog((entries) => [entry, ...entries].slice(0, 4));
  };

  const processRowUpdate = async (newRow: WholesaleCustomer, oldRow: WholesaleCustomer) => {
    const changes = changedFields(newRow, oldRow);
    if (Object.keys(changes).length === 0) {
      return oldRow; // Opened and closed without a change: no request.
    }
    setPending((count) => count + 1);
    try {
      const saved = await server.updateCustomer(newRow.id, changes);
      // The same fields, as the server stored them.
      const answer = Object.fromEntries(
        Object.keys(changes).map((key) => [key, saved[key as keyof WholesaleCustomer]]),
      );
      addToLog(
        `PATCH /customers/${newRow.id} ${JSON.stringify(changes)} → ${JSON.stringify(answer)}`,
      );
      return saved; // The server's version, tidied, is what the grid keeps.
    } finally {
      setPending((count) => count - 1);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={wholesaleCustomers}
          columns={columns}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={(error: Error) => addToLog(`Not saved: ${error.message}`)}
          hideFooter
        />
      </Box>
      <Typography role="status" variant="body2" sx={{ mt: 1, fontWeight: 500 }}>
        {pending > 0 ? `Saving ${pending} change${pending > 1 ? 's' : ''}…` : 'All changes saved.'}
      </Typography>
      {log.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          No request yet: edit a cell and press Enter. Try an e-mail address in capitals.
        </Typography>
      ) : (
        <Box
          component="ol"
          aria-label="Requests sent to the server, newest first"
          sx={{
            m: 0,
            mt: 1,
            p: 1,
            pl: 4,
            fontFamily: 'monospace',
            fontSize: 13,
            bgcolor: 'action.hover',
            borderRadius: 1,
            wordBreak: 'break-word',
          }}
        >
          {log.map((entry) => (
            <li key={entry.key}>{entry.text}</li>
          ))}
        </Box>
      )}
    </Box>
  );
}
