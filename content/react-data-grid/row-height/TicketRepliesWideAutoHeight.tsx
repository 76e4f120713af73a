import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';
import { tickets } from './tickets';

const REPLY_COUNT = 24;

const replySnippets = [
  'Thanks, we are looking into it.',
  'Could you send a screenshot of the error and the time it happened?',
  'Reproduced on our side.',
  'A fix is scheduled for the next release, planned for Tuesday. We will confirm once it is live.',
  'Closing for now; reply to reopen.',
  'Escalated to the engineering team with the logs you sent.',
  'Done.',
  'We changed the setting on your workspace. Please sign out and in again, then tell us whether the problem is still there.',
];

// Each ticket has a thread of replies, one column per reply.
interface TicketThread {
  id: number;
  subject: string;
  [reply: `reply${number}`]: string;
}

const rows: TicketThread[] = tickets.map((ticket, ticketIndex) => {
  const thread: TicketThread = { id: ticket.id, subject: ticket.subject };
  for (let reply = 1; reply <= REPLY_COUNT; reply += 1) {
    thread[`reply${reply}`] = replySnippets[(ticketIndex * 3 + reply * 5) % replySnippets.length];
  }
  return thread;
});

const columns: GridColDef<TicketThread>[] = [
  { field: 'subject', headerName: 'Subject', width: 180 },
  ...Array.from({ length: REPLY_COUNT }, (_, index) => ({
    field: `reply${index + 1}`,
    headerName: `Reply ${index + 1}`,
    width: 170,
    sortable: false,
    renderCell: ({ value }: { value?: string }) => (
      <Box sx={{ whiteSpace: 'normal', lineHeight: 1.5 }}>{value}</Box>
    ),
  })),
];

const getRowHeight = () => 'auto' as const;

export default function TicketRepliesWideAutoHeight() {
  const [virtualizeColumns, setVirtualizeColumns] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={virtualizeColumns}
            onChange={(event) => setVirtualizeColumns(event.target.checked)}
          />
        }
        label="virtualizeColumnsWithAutoRowHeight"
        sx={{ mb: 1, '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
      />
      <Box sx={{ height: 440 }}>
        <DataGrid
          // Remount when the switch changes, so the rows are measured again from scratch.
          key={String(virtualizeColumns)}
          rows={rows}
          columns={columns}
          getRowHeight={getRowHeight}
          virtualizeColumnsWithAutoRowHeight={virtualizeColumns}
          hideFooter
          sx={{ [`& .${gridClasses.cell}`]: { py: 1 } }}
        />
      </Box>
    </Box>
  );
}
