import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridCellParams,
  type GridColDef,
  type GridRowModel,
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
    width: 90,
    valueFormatter: (value: number) => (value > 0 ? `+${value} min` : '—'),
  },
  // Editable: double-click a gate, or press Enter on it, to change it.
  { field: 'gate', headerName: 'Gate', width: 80, editable: true },
  { field: 'status', headerName: 'Status', width: 110 },
];

type ShownParams = Pick<
  GridCellParams<Departure>,
  'id' | 'field' | 'value' | 'formattedValue' | 'cellMode' | 'isEditable' | 'hasFocus' | 'tabIndex'
>;

export default function DepartureCellParams() {
  const [rows, setRows] = React.useState(departures);
  const [shown, setShown] = React.useState<ShownParams | null>(null);

  const handleCellClick = (params: GridCellParams<Departure>) => {
    const { id, field, value, formattedValue, cellMode, isEditable, hasFocus, tabIndex } = params;
    setShown({ id, field, value, formattedValue, cellMode, isEditable, hasFocus, tabIndex });
  };

  const processRowUpdate = (updated: GridRowModel<Departure>) => {
    setRows((previous) => previous.map((row) => (row.id === updated.id ? updated : row)));
    return updated;
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onCellClick={handleCellClick}
          processRowUpdate={processRowUpdate}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {shown ? 'onCellClick received:' : 'Click a cell to see the params the grid passes for it.'}
      </Typography>
      {shown ? (
        <Box
          component="pre"
          aria-label="Params of the clicked cell"
          sx={{
            mt: 0.5,
            mb: 0,
            p: 1,
            fontSize: 13,
            bgcolor: 'action.hover',
            borderRadius: 1,
            overflowX: 'auto',
          }}
        >
          {JSON.stringify(shown, null, 2)}
        </Box>
      ) : null}
    </Box>
  );
}
