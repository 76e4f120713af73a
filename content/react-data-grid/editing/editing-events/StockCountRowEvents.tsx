import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridRowEditStopReasons,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';
import { binCounts, type BinCount } from './stockCounts';

const columns: GridColDef<BinCount>[] = [
  { field: 'id', headerName: 'Bin', width: 90 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 160 },
  { field: 'counted', headerName: 'Counted', type: 'number', width: 95, editable: true },
  { field: 'counter', headerName: 'Counted by', width: 130, editable: true },
];

/** The ways out of a row that save it without the user asking. */
const implicitSaves: string[] = [
  GridRowEditStopReasons.rowFocusOut,
  GridRowEditStopReasons.tabKeyDown,
  GridRowEditStopReasons.shiftTabKeyDown,
];

export default function StockCountRowEvents() {
  const [enterOnly, setEnterOnly] = React.useState(true);
  const [log, setLog] = React.useState<string[]>([]);

  const write = (text: string) => setLog((lines) => [text, ...lines].slice(0, 5));

  const handleRowEditStart: GridEventListener<'rowEditStart'> = (params) => {
    write(`rowEditStart  ${params.id}  reason: ${params.reason}  field: ${params.field}`);
  };

  const handleRowEditStop: GridEventListener<'rowEditStop'> = (params, event) => {
    const prevent =
      enterOnly && params.reason !== undefined && implicitSaves.includes(params.reason);
    if (prevent) {
      event.defaultMuiPrevented = true;
    }
    write(
      `rowEditStop   ${params.id}  reason: ${params.reason}${prevent ? '  (prevented: press Enter or Escape)' : ''}`,
    );
  };

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={enterOnly} onChange={(event) => setEnterOnly(event.target.checked)} />
        }
        label="Save rows only with Enter"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 330 }}>
        <DataGrid
          rows={binCounts}
          columns={columns}
          editMode="row"
          onRowEditStart={handleRowEditStart}
          onRowEditStop={handleRowEditStop}
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
          ? 'Double-click a row, then leave it by clicking another row, with Tab, Enter or Escape.'
          : log.join('\n')}
      </Box>
    </Box>
  );
}
