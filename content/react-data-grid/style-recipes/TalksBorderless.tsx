import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';
import { talks, type Talk } from './talks';

const columns: GridColDef<Talk>[] = [
  { field: 'start', headerName: 'Time', width: 80 },
  { field: 'room', headerName: 'Room', width: 100 },
  { field: 'title', headerName: 'Talk', flex: 1, minWidth: 240 },
  { field: 'speaker', headerName: 'Speaker', width: 160 },
  {
    field: 'booked',
    headerName: 'Seats left',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => row.capacity - row.booked,
  },
];

export default function TalksBorderless() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={talks}
        columns={columns}
        density="compact"
        hideFooter
        disableColumnMenu
        sx={(theme) => ({
          // No frame: the grid sits on the page like a list.
          border: 0,
          borderRadius: 0,
          '--DataGrid-rowBorderColor': (theme.vars || theme).palette.divider,
          // One strong rule under the headers instead of a header background.
          [`& .${gridClasses.columnHeaders}`]: {
            borderBottom: `2px solid ${(theme.vars || theme).palette.text.primary}`,
          },
          [`& .${gridClasses.columnHeader}`]: {
            backgroundColor: 'transparent',
          },
          [`& .${gridClasses.columnHeaderTitle}`]: {
            fontSize: theme.typography.caption.fontSize,
            fontWeight: theme.typography.fontWeightBold,
            letterSpacing: '0.06em',
            textTransform: 'uppercase',
            color: (theme.vars || theme).palette.text.secondary,
          },
          // Resizing still works by dragging the header's edge; the line itself is hidden.
          [`& .${gridClasses.columnSeparator}`]: { opacity: 0 },
          [`& .${gridClasses.columnHeader}:hover .${gridClasses.columnSeparator}`]: {
            opacity: 1,
          },
        })}
      />
    </Box>
  );
}
