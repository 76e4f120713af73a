import Box from '@mui/material/Box';
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
  { field: 'time', headerName: 'Time', width: 75 },
  { field: 'title', headerName: 'Session', flex: 1, minWidth: 200 },
  { field: 'speaker', headerName: 'Speaker', width: 140 },
  { field: 'level', headerName: 'Level', width: 100 },
];

export default function AgendaSpansPerPage() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={sessions}
        columns={columns}
        rowSpanning
        showToolbar
        showCellVerticalBorder
        showColumnVerticalBorder
        disableRowSelectionOnClick
        initialState={{ pagination: { paginationModel: { pageSize: 4, page: 0 } } }}
        pageSizeOptions={[4, 10]}
        sx={{ '& .MuiDataGrid-row:hover': { backgroundColor: 'transparent' } }}
      />
    </Box>
  );
}
