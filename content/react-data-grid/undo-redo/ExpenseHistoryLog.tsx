import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridEventListener, type GridRowId } from '@mui/x-data-grid-premium';
import { expenseColumns, expenses } from './expenses';
import { HistoryToolbar } from './historyToolbar';

type HistoryEvent = Parameters<GridEventListener<'undo'>>[0];

/** What the default handler of `cellEditStop` stores for each edit. */
type CellEdit = { id: GridRowId; field: string; oldValue: unknown; newValue: unknown };

/** Describes what an undo or a redo did, from the data the default handlers stored. */
function describe(operation: 'Undo' | 'Redo', { eventName, data }: HistoryEvent) {
  if (eventName === 'cellEditStop') {
    const edit = data as CellEdit;
    const value = operation === 'Undo' ? edit.oldValue : edit.newValue;
    return `${operation}: row ${edit.id}, ${edit.field} set to ${JSON.stringify(value)}`;
  }
  return `${operation}: ${eventName}`;
}

export default function ExpenseHistoryLog() {
  const [stackSize, setStackSize] = React.useState(3);
  const [log, setLog] = React.useState<string[]>([]);

  const handleUndo: GridEventListener<'undo'> = (params) =>
    setLog((previous) => [describe('Undo', params), ...previous].slice(0, 5));
  const handleRedo: GridEventListener<'redo'> = (params) =>
    setLog((previous) => [describe('Redo', params), ...previous].slice(0, 5));

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="historyStackSize"
        value={stackSize}
        onChange={(event) => setStackSize(Number(event.target.value))}
        sx={{ mb: 1, minWidth: 200 }}
      >
        {[0, 3, 30].map((size) => (
          <MenuItem key={size} value={size}>
            {size === 0 ? '0 (undo and redo off)' : `${size} steps`}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={expenses}
          columns={expenseColumns}
          historyStackSize={stackSize}
          onUndo={handleUndo}
          onRedo={handleRedo}
          slots={{ toolbar: HistoryToolbar }}
          showToolbar
          hideFooter
        />
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        Last operations
      </Typography>
      <Box role="log">
        <Box component="ul" sx={{ m: 0, pl: 3, typography: 'body2', minHeight: 24 }}>
          {log.length === 0 ? <li>None yet: edit a cell, then undo.</li> : null}
          {log.map((entry, index) => (
            <li key={`${log.length - index}`}>{entry}</li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
