import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';
import { departures, type Departure } from './departures';

const columns: GridColDef<Departure>[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', width: 140 },
  { field: 'scheduled', headerName: 'Scheduled', width: 110 },
  {
    field: 'delayMinutes',
    headerName: 'Delay',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => (value > 0 ? `+${value} min` : 'none'),
    // Column level: a class chosen from the value of each cell of this column.
    cellClassName: (params: GridCellParams<Departure, number>) => {
      const delay = params.value ?? 0;
      if (delay >= 30) {
        return 'departure-delay--long';
      }
      return delay > 0 ? 'departure-delay--short' : '';
    },
  },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 110 },
];

// Grid level: called for every cell, here to strike through cancelled flights.
const getCellClassName = (params: GridCellParams<Departure>) =>
  params.row.status === 'Cancelled' && params.field !== 'status' ? 'departure--cancelled' : '';

export default function DepartureCellClasses() {
  return (
    <Box
      sx={(theme) => ({
        height: 420,
        width: '100%',
        '& .departure-delay--short': {
          color: 'warning.dark',
          fontWeight: 600,
          ...theme.applyStyles('dark', { color: 'warning.light' }),
        },
        '& .departure-delay--long': {
          color: 'error.dark',
          fontWeight: 700,
          backgroundColor: 'rgba(211, 47, 47, 0.08)',
          ...theme.applyStyles('dark', {
            color: 'error.light',
            backgroundColor: 'rgba(244, 67, 54, 0.16)',
          }),
        },
        '& .departure--cancelled': {
          color: 'text.secondary',
          textDecoration: 'line-through',
        },
      })}
    >
      <DataGrid
        rows={departures}
        columns={columns}
        getCellClassName={getCellClassName}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
