import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  gridColumnLookupSelector,
  gridFocusCellSelector,
  gridRowsLookupSelector,
  useGridApiContext,
  useGridApiRef,
  useGridSelector,
  type DataGridProps,
  type GridColDef,
} from '@mui/x-data-grid';
import { departures, type Departure } from './departures';

const columns: GridColDef<Departure>[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', width: 140 },
  { field: 'scheduled', headerName: 'Scheduled', width: 110 },
  {
    field: 'delayMinutes',
    headerName: 'Delay',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => (value > 0 ? `+${value} min` : '—'),
  },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 110 },
];

// A footer that reads the focused cell, and the row and column it names, from the grid state.
function FocusFooter() {
  const apiRef = useGridApiContext();
  const focused = useGridSelector(apiRef, gridFocusCellSelector);
  const rowsById = useGridSelector(apiRef, gridRowsLookupSelector);
  const columnsByField = useGridSelector(apiRef, gridColumnLookupSelector);
  const text = focused
    ? `Focused cell: ${(rowsById[focused.id] as Departure | undefined)?.flight} › ${
        columnsByField[focused.field]?.headerName
      }`
    : 'No cell has the focus';
  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2">{text}</Typography>
    </GridFooterContainer>
  );
}

type TabNavigation = DataGridProps['tabNavigation'];
const tabModes: NonNullable<TabNavigation>[] = ['none', 'content', 'header', 'all'];

export default function DepartureCellFocus() {
  const apiRef = useGridApiRef();
  const [tabNavigation, setTabNavigation] = React.useState<NonNullable<TabNavigation>>('none');

  // Clicking the button takes the focus out of the grid, so the demo keeps
  // its own place in the list of delayed flights.
  const lastDelay = React.useRef(-1);

  const focusNextDelay = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const delayedIds = api
      .getSortedRowIds()
      .filter((id) => api.getRow<Departure>(id)?.status === 'Delayed');
    if (delayedIds.length === 0) {
      return;
    }
    lastDelay.current = (lastDelay.current + 1) % delayedIds.length;
    const id = delayedIds[lastDelay.current];
    // setCellFocus does not scroll: bring the cell into view first.
    api.scrollToIndexes({
      rowIndex: api.getRowIndexRelativeToVisibleRows(id),
      colIndex: api.getColumnIndex('delayMinutes'),
    });
    api.setCellFocus(id, 'delayMinutes');
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <TextField
          select
          size="small"
          label="tabNavigation"
          value={tabNavigation}
          onChange={(event) => setTabNavigation(event.target.value as NonNullable<TabNavigation>)}
          sx={{ minWidth: 160 }}
        >
          {tabModes.map((mode) => (
            <MenuItem key={mode} value={mode}>
              {mode}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" size="small" onClick={focusNextDelay}>
          Focus the next delay
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          rows={departures}
          columns={columns}
          tabNavigation={tabNavigation}
          slots={{ footer: FocusFooter }}
          disableRowSelectionOnClick
        />
      </Box>
    </Box>
  );
}
