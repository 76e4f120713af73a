import type { GridColDef } from '@mui/x-data-grid';

export type Priority = 'Urgent' | 'High' | 'Normal' | 'Low';
export type Status = 'Open' | 'Pending' | 'Solved';

/** One request sent to the help desk of a small company. */
export interface Ticket {
  id: number;
  subject: string;
  requester: string;
  priority: Priority;
  status: Status;
  agent: string;
}

const subjects = [
  'Printer on floor 2 is offline',
  'Cannot log in to the VPN',
  'New laptop for a starter',
  'Shared drive is full',
  'Password reset for payroll',
  'Projector in room B flickers',
  'Email signature is wrong',
  'Licence for the diagram tool',
  'Phone does not sync calendar',
  'Wi-Fi drops in the kitchen',
  'Access to the sales folder',
  'Monitor arm is broken',
  'Invoice template missing',
  'Teams calls have an echo',
  'Keyboard replacement',
  'Backup failed last night',
  'Move a desk phone',
  'Spam in the support inbox',
  'Install the accounting update',
  'Badge does not open door 3',
];

const requesters = ['Amira Haddad', 'Tomás Ortega', 'Ingrid Berg', 'Kofi Mensah', 'Mei Lin'];
const agents = ['Ravi', 'Sofia', 'Jonas', 'Unassigned'];
const priorities: Priority[] = ['Normal', 'High', 'Low', 'Urgent', 'Normal'];
const statuses: Status[] = ['Open', 'Pending', 'Open', 'Solved'];

/** Forty tickets, numbered from 1040, made from the lists above. */
export const tickets: Ticket[] = Array.from({ length: 40 }, (_, index) => ({
  id: 1040 + index,
  subject: subjects[index % subjects.length],
  requester: requesters[(index * 3) % requesters.length],
  priority: priorities[index % priorities.length],
  status: statuses[(index * 7) % statuses.length],
  agent: agents[(index * 5) % agents.length],
}));

export const ticketColumns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 80, valueFormatter: (value: number) => `#${value}` },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'requester', headerName: 'Requester', width: 130 },
  {
    field: 'priority',
    headerName: 'Priority',
    type: 'singleSelect',
    valueOptions: ['Urgent', 'High', 'Normal', 'Low'],
    width: 100,
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Open', 'Pending', 'Solved'],
    width: 100,
  },
  { field: 'agent', headerName: 'Agent', width: 110 },
];

/** The same columns, with priority, status and agent editable. */
export const editableTicketColumns: GridColDef<Ticket>[] = ticketColumns.map((column) =>
  ['priority', 'status', 'agent'].includes(column.field) ? { ...column, editable: true } : column,
);
