import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';
import { tickets, type Ticket } from './tickets';

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 80 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  {
    field: 'message',
    headerName: 'Message',
    flex: 1,
    minWidth: 260,
    // Let the text wrap: the row grows to fit it.
    renderCell: ({ value }) => <Box sx={{ whiteSpace: 'normal', lineHeight: 1.5 }}>{value}</Box>,
  },
  { field: 'priority', headerName: 'Priority', width: 90 },
];

// Every row is measured from its content.
const getRowHeight = () => 'auto' as const;
// Most messages wrap to two or three lines: a closer estimate than the default 52 px
// keeps the scrollbar steadier before the rows are measured.
const getEstimatedRowHeight = () => 72;

export default function TicketAutoRowHeight() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={tickets}
        columns={columns}
        getRowHeight={getRowHeight}
        getEstimatedRowHeight={getEstimatedRowHeight}
        hideFooter
        sx={{
          // Auto height follows the content exactly, so give the cells their own padding.
          [`& .${gridClasses.cell}`]: { py: 1 },
        }}
      />
    </Box>
  );
}
