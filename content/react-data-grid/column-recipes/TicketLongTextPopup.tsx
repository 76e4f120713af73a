import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridLongTextCell,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid';
import { tickets, type Ticket } from './tickets';

// The popup shows each paragraph of the message as its own block,
// under a line that says who wrote it.
function MessageCell(params: GridRenderCellParams<Ticket, string | null>) {
  const { row } = params;
  return (
    <GridLongTextCell
      {...params}
      renderContent={(value) => (
        <Box>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            #{row.id} · {row.customer} · via {row.channel.toLowerCase()}
          </Typography>
          {(value ?? '').split('\n\n').map((paragraph) => (
            <Typography key={paragraph} variant="body2" component="p" sx={{ mb: 1 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      )}
    />
  );
}

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', width: 230 },
  {
    field: 'description',
    headerName: 'Customer message',
    type: 'longText',
    width: 320,
    renderCell: (params) => <MessageCell {...params} />,
  },
  { field: 'priority', headerName: 'Priority', width: 100 },
];

export default function TicketLongTextPopup() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={tickets} columns={columns} disableRowSelectionOnClick hideFooter />
    </Box>
  );
}
