import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { departures, type Departure } from './departures';

const columns: GridColDef<Departure>[] = [
  { field: 'id', headerName: 'Flight', width: 90, headerClassName: 'board-header--key' },
  {
    field: 'destination',
    headerName: 'Destination',
    minWidth: 130,
    flex: 1,
    headerClassName: 'board-header--key',
  },
  { field: 'scheduled', headerName: 'Departs', width: 90 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  {
    field: 'delayMinutes',
    headerName: 'Delay (min)',
    type: 'number',
    width: 110,
    // A function gets the column and decides: here, numeric columns get their own class.
    headerClassName: ({ colDef }) => (colDef.type === 'number' ? 'board-header--figure' : ''),
  },
  {
    field: 'seatsSold',
    headerName: 'Seats sold',
    type: 'number',
    width: 110,
    headerClassName: ({ colDef }) => (colDef.type === 'number' ? 'board-header--figure' : ''),
  },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function FlightHeaderStyling() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={departures}
        columns={columns}
        sx={(theme) => ({
          // Styles for every header of this grid.
          '& .MuiDataGrid-columnHeader': {
            backgroundColor: theme.palette.mode === 'dark' ? '#1d2733' : '#eef3f8',
          },
          '& .MuiDataGrid-columnHeaderTitle': {
            textTransform: 'uppercase',
            letterSpacing: '0.04em',
            fontSize: 12,
            fontWeight: 600,
          },
          // Styles for the headers that carry a class from `headerClassName`.
          '& .board-header--key': {
            backgroundColor: theme.palette.mode === 'dark' ? '#0b3a66' : '#d6e7fb',
          },
          '& .board-header--figure .MuiDataGrid-columnHeaderTitle': {
            color: theme.palette.mode === 'dark' ? '#ffcc80' : '#8a4b00',
          },
        })}
      />
    </Box>
  );
}
