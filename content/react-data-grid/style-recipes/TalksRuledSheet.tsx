import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';
import { talks, type Talk } from './talks';

const columns: GridColDef<Talk>[] = [
  { field: 'id', headerName: '#', type: 'number', width: 56, sortable: false },
  { field: 'start', headerName: 'Time', width: 80 },
  { field: 'room', headerName: 'Room', width: 100 },
  { field: 'title', headerName: 'Talk', flex: 1, minWidth: 240 },
  { field: 'booked', headerName: 'Booked', type: 'number', width: 100 },
  { field: 'capacity', headerName: 'Seats', type: 'number', width: 90 },
];

export default function TalksRuledSheet() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={talks}
        columns={columns}
        density="compact"
        // The two props draw the vertical lines; the styles below do the rest.
        showCellVerticalBorder
        showColumnVerticalBorder
        hideFooter
        sx={(theme) => ({
          borderRadius: 0,
          fontVariantNumeric: 'tabular-nums',
          '--DataGrid-rowBorderColor': (theme.vars || theme).palette.divider,
          // A grey header band, and a grey first column of row numbers, like a sheet.
          [`& .${gridClasses.columnHeader}, & .${gridClasses.cell}[data-field="id"]`]: {
            backgroundColor: (theme.vars || theme).palette.action.hover,
            color: (theme.vars || theme).palette.text.secondary,
          },
          // The focused cell gets a thick frame, as the active cell of a spreadsheet does.
          [`& .${gridClasses.cell}:focus, & .${gridClasses.cell}:focus-within`]: {
            outline: `2px solid ${(theme.vars || theme).palette.primary.main}`,
            outlineOffset: -2,
          },
        })}
      />
    </Box>
  );
}
