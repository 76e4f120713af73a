import type { GridColDef } from '@mui/x-data-grid';

export type TicketPriority = 'Low' | 'Normal' | 'High' | 'Urgent';
export type TicketStatus = 'Open' | 'Waiting' | 'Resolved';

/** One request in the help desk of a software company. */
export interface Ticket {
  id: number;
  subject: string;
  customer: string;
  team: 'Billing' | 'Accounts' | 'Technical';
  priority: TicketPriority;
  status: TicketStatus;
  /** Hours since the ticket was opened. */
  age: number;
}

export const tickets: Ticket[] = [
  {
    id: 1201,
    subject: 'Invoice shows the wrong VAT rate',
    customer: 'Fjord Analytics',
    team: 'Billing',
    priority: 'High',
    status: 'Open',
    age: 5,
  },
  {
    id: 1202,
    subject: 'Cannot reset my password',
    customer: 'Pampas Foods',
    team: 'Accounts',
    priority: 'Urgent',
    status: 'Open',
    age: 1,
  },
  {
    id: 1203,
    subject: 'Export to PDF cuts the last page',
    customer: 'Lumen Architects',
    team: 'Technical',
    priority: 'Normal',
    status: 'Waiting',
    age: 27,
  },
  {
    id: 1204,
    subject: 'Add a second admin to our plan',
    customer: 'Harbour Dental',
    team: 'Accounts',
    priority: 'Low',
    status: 'Resolved',
    age: 49,
  },
  {
    id: 1205,
    subject: 'Card declined on renewal',
    customer: 'Kiln & Co',
    team: 'Billing',
    priority: 'High',
    status: 'Waiting',
    age: 12,
  },
  {
    id: 1206,
    subject: 'Sync stops after 500 records',
    customer: 'Fjord Analytics',
    team: 'Technical',
    priority: 'Urgent',
    status: 'Open',
    age: 3,
  },
  {
    id: 1207,
    subject: 'Change the company name on invoices',
    customer: 'Tallis Music School',
    team: 'Billing',
    priority: 'Low',
    status: 'Open',
    age: 72,
  },
  {
    id: 1208,
    subject: 'Two-factor codes arrive late',
    customer: 'Pampas Foods',
    team: 'Accounts',
    priority: 'Normal',
    status: 'Open',
    age: 8,
  },
  {
    id: 1209,
    subject: 'Webhook retries flood our server',
    customer: 'Orbit Couriers',
    team: 'Technical',
    priority: 'High',
    status: 'Open',
    age: 16,
  },
  {
    id: 1210,
    subject: 'Refund for a duplicate payment',
    customer: 'Lumen Architects',
    team: 'Billing',
    priority: 'Normal',
    status: 'Resolved',
    age: 96,
  },
  {
    id: 1211,
    subject: 'Dark mode hides chart labels',
    customer: 'Harbour Dental',
    team: 'Technical',
    priority: 'Low',
    status: 'Waiting',
    age: 30,
  },
  {
    id: 1212,
    subject: 'Transfer ownership of the workspace',
    customer: 'Orbit Couriers',
    team: 'Accounts',
    priority: 'Normal',
    status: 'Resolved',
    age: 120,
  },
];

export const ticketColumns: GridColDef<Ticket>[] = [
  {
    field: 'id',
    headerName: 'Ticket',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => `#${value}`,
  },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  {
    field: 'team',
    headerName: 'Team',
    type: 'singleSelect',
    valueOptions: ['Billing', 'Accounts', 'Technical'],
    width: 110,
  },
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
    valueOptions: ['Open', 'Waiting', 'Resolved'],
    width: 100,
  },
  { field: 'age', headerName: 'Age (h)', type: 'number', width: 90 },
];
