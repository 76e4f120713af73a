import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { formatDay, sessions, type Session } from './programme';

const columns: GridColDef<Session>[] = [
  {
    field: 'day',
    headerName: 'Day',
    width: 110,
    valueFormatter: (value: string) => formatDay(value),
  },
  { field: 'track', headerName: 'Track', width: 100 },
  { field: 'room', headerName: 'Room', width: 90 },
  { field: 'time', headerName: 'Time', width: 75 },
  { field: 'title', headerName: 'Session', flex: 1, minWidth: 220 },
  { field: 'speaker', headerName: 'Speaker', width: 140 },
  {
    field: 'seats',
    headerName: 'Seats',
    type: 'number',
    width: 80,
    // Equal seat counts in neighbouring rows are a coincidence, not a group: never merge them.
    rowSpanValueGetter: () => null,
  },
];

export default function ConferenceAgendaSpanning() {
  const [rowSpanning, setRowSpanning] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={rowSpanning}
            onChange={(event) => setRowSpanning(event.target.checked)}
          />
        }
        label="Row spanning"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 600 }}>
        <DataGrid
          rows={sessions}
          columns={columns}
          rowSpanning={rowSpanning}
          showCellVerticalBorder
          showColumnVerticalBorder
          disableRowSelectionOnClick
          hideFooter
          // A hover tint would only cover the hovered row's share of a merged cell.
          sx={{ '& .MuiDataGrid-row:hover': { backgroundColor: 'transparent' } }}
        />
      </Box>
    </Box>
  );
}
