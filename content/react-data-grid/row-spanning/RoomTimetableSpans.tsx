import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

// Day one of the conference as a timetable: one row per half hour, one column per room.
// A talk that lasts an hour fills two consecutive slots with the same title.
interface Slot {
  id: string;
  time: string;
  hallA: string | null;
  hallB: string | null;
  lab: string | null;
  // A plenary slot fills the whole row: its text is in hallA.
  plenary?: boolean;
}

const slots: Slot[] = [
  {
    id: '09:00',
    time: '09:00',
    hallA: 'Opening keynote: The web in 2030',
    hallB: null,
    lab: null,
    plenary: true,
  },
  {
    id: '09:30',
    time: '09:30',
    hallA: 'Forms without tears',
    hallB: 'Edge caching in practice',
    lab: 'Workshop: testing UI components',
  },
  {
    id: '10:00',
    time: '10:00',
    hallA: 'Forms without tears',
    hallB: 'Edge caching in practice',
    lab: 'Workshop: testing UI components',
  },
  {
    id: '10:30',
    time: '10:30',
    hallA: 'Accessible data tables',
    hallB: 'Observability on a budget',
    lab: 'Workshop: testing UI components',
  },
  {
    id: '11:00',
    time: '11:00',
    hallA: 'Accessible data tables',
    hallB: 'Lightning talks',
    lab: 'Workshop: testing UI components',
  },
  {
    id: '11:30',
    time: '11:30',
    hallA: 'Rendering ten thousand rows',
    hallB: 'Zero-downtime migrations',
    lab: null,
  },
  {
    id: '12:00',
    time: '12:00',
    hallA: 'Rendering ten thousand rows',
    hallB: 'Zero-downtime migrations',
    lab: null,
  },
  { id: '12:30', time: '12:30', hallA: 'Lunch', hallB: null, lab: null, plenary: true },
  { id: '13:00', time: '13:00', hallA: 'Lunch', hallB: null, lab: null, plenary: true },
];

const roomColumn = (field: 'hallA' | 'hallB' | 'lab', headerName: string): GridColDef<Slot> => ({
  field,
  headerName,
  flex: 1,
  minWidth: 170,
  sortable: false,
});

const columns: GridColDef<Slot>[] = [
  { field: 'time', headerName: 'Time', width: 75, sortable: false },
  {
    ...roomColumn('hallA', 'Hall A'),
    // Plenary rows stretch across the three room columns (column spanning) ...
    colSpan: (_value, row) => (row.plenary ? 3 : undefined),
    cellClassName: ({ row }) => (row.plenary ? 'timetable-plenary' : ''),
  },
  roomColumn('hallB', 'Hall B'),
  roomColumn('lab', 'Lab'),
];

export default function RoomTimetableSpans() {
  return (
    <Box sx={{ height: 560, width: '100%' }}>
      <DataGrid
        rows={slots}
        columns={columns}
        // ... and slots with the same title merge down the rows (row spanning).
        rowSpanning
        showCellVerticalBorder
        showColumnVerticalBorder
        disableRowSelectionOnClick
        disableColumnMenu
        hideFooter
        sx={{
          '& .MuiDataGrid-row:hover': { backgroundColor: 'transparent' },
          '& .timetable-plenary': { textAlign: 'center', fontWeight: 600, bgcolor: 'action.hover' },
        }}
      />
    </Box>
  );
}
