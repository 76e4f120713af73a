import type { GridColDef } from '@mui/x-data-grid';

export type Priority = 'Low' | 'Normal' | 'High' | 'Urgent';
export type TicketStatus = 'Open' | 'Waiting' | 'Solved';

/** A request sent to the support desk of a small software company. */
export interface Ticket {
  id: number;
  subject: string;
  customer: string;
  priority: Priority;
  status: TicketStatus;
  opened: Date;
  agent: string;
}

type Entry = [string, string, Priority, TicketStatus, string, string];

// Subject, customer, priority, status, day opened (March 2025), agent.
const entries: Entry[] = [
  ['Cannot log in after password reset', 'Harbour Dental', 'Urgent', 'Open', '03-03', 'Amira'],
  ['Invoice shows the wrong VAT rate', 'Lindqvist Bakery', 'High', 'Waiting', '03-03', 'Tomás'],
  ['Export to PDF cuts the last page', 'Northwind Freight', 'Normal', 'Solved', '03-04', 'Amira'],
  ['Add a second admin account', 'Café Oriel', 'Low', 'Solved', '03-04', 'Jun'],
  ['Sync with the calendar stopped', 'Pike & Sons Law', 'High', 'Open', '03-05', 'Jun'],
  ['Dark mode hides the totals row', 'Studio Marrow', 'Low', 'Open', '03-05', 'Tomás'],
  [
    'Payments fail for cards issued abroad',
    'Harbour Dental',
    'Urgent',
    'Waiting',
    '03-06',
    'Amira',
  ],
  ['Change the company name on receipts', 'Greenleaf Nursery', 'Low', 'Solved', '03-06', 'Jun'],
  ['Reports page loads for a minute', 'Northwind Freight', 'High', 'Open', '03-07', 'Tomás'],
  ['Duplicate reminders sent to clients', 'Pike & Sons Law', 'Normal', 'Waiting', '03-10', 'Amira'],
  ['Cannot attach files larger than 5 MB', 'Studio Marrow', 'Normal', 'Open', '03-10', 'Jun'],
  ['Time zone wrong on exported shifts', 'Lindqvist Bakery', 'Normal', 'Solved', '03-11', 'Tomás'],
  ['Whole team locked out', 'Café Oriel', 'Urgent', 'Solved', '03-11', 'Amira'],
  ['Request: keyboard shortcut for search', 'Greenleaf Nursery', 'Low', 'Open', '03-12', 'Jun'],
  ['Stock count off after import', 'Northwind Freight', 'High', 'Waiting', '03-12', 'Tomás'],
  ['Email notifications go to spam', 'Harbour Dental', 'Normal', 'Open', '03-13', 'Jun'],
  ['Two-factor codes arrive late', 'Pike & Sons Law', 'High', 'Solved', '03-14', 'Amira'],
  ['Printer layout ignores margins', 'Lindqvist Bakery', 'Low', 'Waiting', '03-14', 'Tomás'],
  ['Mobile app crashes on start', 'Studio Marrow', 'Urgent', 'Open', '03-17', 'Jun'],
  ['Refund not shown on the statement', 'Café Oriel', 'Normal', 'Open', '03-17', 'Amira'],
  ['Archive old projects in bulk', 'Greenleaf Nursery', 'Low', 'Solved', '03-18', 'Tomás'],
  ['API token expired without warning', 'Northwind Freight', 'High', 'Open', '03-18', 'Jun'],
  ['Search misses accented names', 'Lindqvist Bakery', 'Normal', 'Waiting', '03-19', 'Amira'],
  ['Data missing after the weekend update', 'Harbour Dental', 'Urgent', 'Open', '03-20', 'Tomás'],
  ['Rename a custom field', 'Pike & Sons Law', 'Low', 'Open', '03-20', 'Jun'],
  ['Discount codes apply twice', 'Café Oriel', 'High', 'Solved', '03-21', 'Amira'],
  ['Sign-up form rejects long surnames', 'Studio Marrow', 'Normal', 'Open', '03-24', 'Tomás'],
  ['Chart colours hard to tell apart', 'Greenleaf Nursery', 'Normal', 'Waiting', '03-25', 'Jun'],
  ['Backups stopped three days ago', 'Northwind Freight', 'Urgent', 'Open', '03-26', 'Amira'],
  ['Translate the invoice footer', 'Lindqvist Bakery', 'Low', 'Open', '03-27', 'Tomás'],
];

export const tickets: Ticket[] = entries.map(
  ([subject, customer, priority, status, day, agent], index) => ({
    id: 1001 + index,
    subject,
    customer,
    priority,
    status,
    opened: new Date(`2025-${day}T09:00:00`),
    agent,
  }),
);

export const ticketColumns: GridColDef<Ticket>[] = [
  {
    field: 'id',
    headerName: 'Ticket',
    type: 'number',
    width: 80,
    valueFormatter: (id) => `#${id}`,
  },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  {
    field: 'priority',
    headerName: 'Priority',
    type: 'singleSelect',
    valueOptions: ['Low', 'Normal', 'High', 'Urgent'],
    width: 100,
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Open', 'Waiting', 'Solved'],
    width: 100,
  },
  { field: 'opened', headerName: 'Opened', type: 'date', width: 110 },
  { field: 'agent', headerName: 'Agent', width: 100 },
];
