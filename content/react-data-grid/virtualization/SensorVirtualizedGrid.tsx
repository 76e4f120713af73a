import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPro, useGridApiRef } from '@mui/x-data-grid-pro';
import { makeSensorColumns, makeSensors } from './sensorReadings';

const sensors = makeSensors(10_000);
const columns = makeSensorColumns(30);
const bufferOptions = [0, 150, 600];

interface Counts {
  rows: number;
  cells: number;
  range: string;
}

export default function SensorVirtualizedGrid() {
  const apiRef = useGridApiRef();
  const wrapperRef = React.useRef<HTMLDivElement>(null);
  const [rowBufferPx, setRowBufferPx] = React.useState(150);
  const [columnBufferPx, setColumnBufferPx] = React.useState(150);
  const [counts, setCounts] = React.useState<Counts>({ rows: 0, cells: 0, range: '' });

  // Count what is in the DOM, once the grid has rendered the new range.
  const countRendered = React.useCallback(() => {
    requestAnimationFrame(() => {
      const root = wrapperRef.current;
      if (!root) {
        return;
      }
      const rows = root.querySelectorAll('[role="rowgroup"] [role="row"]');
      const cells = root.querySelectorAll('[role="rowgroup"] [role="gridcell"]');
      const indexes = Array.from(rows, (row) => Number(row.getAttribute('aria-rowindex')) - 1);
      const range = indexes.length ? `rows ${Math.min(...indexes)}–${Math.max(...indexes)}` : '';
      setCounts({ rows: rows.length, cells: cells.length, range });
    });
  }, []);

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    countRendered();
    // Published each time the range of rendered rows or columns changes.
    return api.subscribeEvent('renderedRowsIntervalChange', countRendered);
  }, [apiRef, countRendered, rowBufferPx, columnBufferPx]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="rowBufferPx"
          value={rowBufferPx}
          onChange={(event) => setRowBufferPx(Number(event.target.value))}
          sx={{ minWidth: 140 }}
        >
          {bufferOptions.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="columnBufferPx"
          value={columnBufferPx}
          onChange={(event) => setColumnBufferPx(Number(event.target.value))}
          sx={{ minWidth: 140 }}
        >
          {bufferOptions.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Box sx={{ height: 420 }} ref={wrapperRef}>
        <DataGridPro
          // A new grid when a buffer changes, so the count starts from a grid at rest.
          key={`${rowBufferPx}-${columnBufferPx}`}
          apiRef={apiRef}
          rows={sensors}
          columns={columns}
          rowBufferPx={rowBufferPx}
          columnBufferPx={columnBufferPx}
          density="compact"
          aria-label="Daily readings of 10,000 air-quality sensors"
        />
      </Box>
      <Box
        component="pre"
        role="status"
        aria-label="What the grid has rendered"
        sx={{
          mt: 1,
          mb: 0,
          p: 1,
          fontSize: 13,
          bgcolor: 'action.hover',
          borderRadius: 1,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {`In the DOM: ${counts.rows} of ${sensors.length.toLocaleString('en-US')} rows (${counts.range}), ${counts.cells} of ${(sensors.length * columns.length).toLocaleString('en-US')} cells`}
      </Box>
    </Box>
  );
}
