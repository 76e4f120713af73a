import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridCellEditStartReasons,
  GridCellEditStopReasons,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';
import { binCounts, type BinCount } from './stockCounts';

const columns: GridColDef<BinCount>[] = [
  { field: 'id', headerName: 'Bin', width: 90 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 160 },
  { field: 'expected', headerName: 'Expected', type: 'number', width: 95 },
  { field: 'counted', headerName: 'Counted', type: 'number', width: 95, editable: true },
  { field: 'counter', headerName: 'Counted by', width: 130, editable: true },
];

interface LogLine {
  key: number;
  text: string;
}

export default function StockCountEditEvents() {
  const [keepOnFocusOut, setKeepOnFocusOut] = React.useState(false);
  const [noTypingToStart, setNoTypingToStart] = React.useState(false);
  const [log, setLog] = React.useState<LogLine[]>([]);
  const lastKey = React.useRef(0);

  const write = (text: string) => {
    lastKey.current += 1;
    const line = { key: lastKey.current, text };
    setLog((lines) => [line, ...lines].slice(0, 5));
  };

  const handleCellEditStart: GridEventListener<'cellEditStart'> = (params, event) => {
    const prevent = noTypingToStart && params.reason === GridCellEditStartReasons.printableKeyDown;
    if (prevent) {
      // The grid's own handler will not run: the cell stays in view mode.
      event.defaultMuiPrevented = true;
    }
    write(
      `cellEditStart  ${params.id} / ${params.field}  reason: ${params.reason}${prevent ? '  (prevented)' : ''}`,
    );
  };

  const handleCellEditStop: GridEventListener<'cellEditStop'> = (params, event) => {
    const prevent = keepOnFocusOut && params.reason === GridCellEditStopReasons.cellFocusOut;
    if (prevent) {
      event.defaultMuiPrevented = true;
    }
    write(
      `cellEditStop   ${params.id} / ${params.field}  reason: ${params.reason}${prevent ? '  (prevented)' : ''}`,
    );
  };

  return (
    <Box sx={{ width: '100%' }}>
      <FormGroup row sx={{ mb: 1, columnGap: 2 }}>
        <FormControlLabel
          control={
            <Switch
              checked={keepOnFocusOut}
              onChange={(event) => setKeepOnFocusOut(event.target.checked)}
            />
          }
          label="Keep editing when the focus leaves the cell"
        />
        <FormControlLabel
          control={
            <Switch
              checked={noTypingToStart}
              onChange={(event) => setNoTypingToStart(event.target.checked)}
            />
          }
          label="Typing does not start editing"
        />
      </FormGroup>
      <Box sx={{ height: 330 }}>
        <DataGrid
          rows={binCounts}
          columns={columns}
          onCellEditStart={handleCellEditStart}
          onCellEditStop={handleCellEditStop}
          hideFooter
        />
      </Box>
      <Typography component="p" variant="subtitle2" sx={{ mt: 1.5 }}>
        Events, newest first
      </Typography>
      <Box
        component="pre"
        sx={{
          mt: 0.5,
          mb: 0,
          p: 1,
          minHeight: 110,
          fontSize: 13,
          bgcolor: 'action.hover',
          borderRadius: 1,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {log.length === 0
          ? 'Edit a Counted or Counted by cell.'
          : log.map((line) => line.text).join('\n')}
      </Box>
    </Box>
  );
}
