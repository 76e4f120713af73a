import type { GridColDef } from '@mui/x-data-grid';

/** A request sent to the support desk of a small online shop. */
export interface Ticket {
  id: number;
  subject: string;
  customer: string;
  priority: 'Low' | 'Normal' | 'High' | 'Urgent';
  status: 'Open' | 'Waiting' | 'Solved';
  agent: string;
}

export const tickets: Ticket[] = [
  {
    id: 1041,
    subject: 'Parcel stuck in customs',
    customer: 'Ingrid Solberg',
    priority: 'High',
    status: 'Open',
    agent: 'Malik',
  },
  {
    id: 1042,
    subject: 'Refund for a broken kettle',
    customer: 'Tomás Ortega',
    priority: 'Normal',
    status: 'Waiting',
    agent: 'Yuki',
  },
  {
    id: 1043,
    subject: 'Cannot reset my password',
    customer: 'Amara Obi',
    priority: 'Urgent',
    status: 'Open',
    agent: 'Malik',
  },
  {
    id: 1044,
    subject: 'Wrong size of running shoes',
    customer: 'Lena Fischer',
    priority: 'Normal',
    status: 'Solved',
    agent: 'Priya',
  },
  {
    id: 1045,
    subject: 'Late delivery to Lyon',
    customer: 'Hugo Marchand',
    priority: 'High',
    status: 'Waiting',
    agent: 'Yuki',
  },
  {
    id: 1046,
    subject: 'Invoice shows the old address',
    customer: 'Sofia Lindqvist',
    priority: 'Low',
    status: 'Open',
    agent: 'Priya',
  },
  {
    id: 1047,
    subject: 'Gift card code rejected',
    customer: 'Daniel Kowalski',
    priority: 'High',
    status: 'Open',
    agent: 'Malik',
  },
  {
    id: 1048,
    subject: 'Refund not received after return',
    customer: 'Chloé Bernard',
    priority: 'Urgent',
    status: 'Waiting',
    agent: 'Priya',
  },
  {
    id: 1049,
    subject: 'Late delivery of a birthday order',
    customer: 'Kenji Watanabe',
    priority: 'Normal',
    status: 'Solved',
    agent: 'Yuki',
  },
  {
    id: 1050,
    subject: 'Scratched screen on arrival',
    customer: 'Fatima Haddad',
    priority: 'High',
    status: 'Open',
    agent: 'Malik',
  },
  {
    id: 1051,
    subject: 'Change the delivery address',
    customer: 'Oliver Brown',
    priority: 'Low',
    status: 'Solved',
    agent: 'Priya',
  },
  {
    id: 1052,
    subject: 'Discount code expired too early',
    customer: 'Marta Nowak',
    priority: 'Low',
    status: 'Waiting',
    agent: 'Yuki',
  },
  {
    id: 1053,
    subject: 'Account locked after login attempts',
    customer: 'Ravi Menon',
    priority: 'Urgent',
    status: 'Solved',
    agent: 'Malik',
  },
  {
    id: 1054,
    subject: 'Missing item in the parcel',
    customer: 'Elena Rossi',
    priority: 'High',
    status: 'Open',
    agent: 'Priya',
  },
  {
    id: 1055,
    subject: 'Refund to an expired card',
    customer: 'Samuel Adeyemi',
    priority: 'Normal',
    status: 'Open',
    agent: 'Yuki',
  },
  {
    id: 1056,
    subject: 'Newsletter sent twice',
    customer: 'Nora Jensen',
    priority: 'Low',
    status: 'Solved',
    agent: 'Malik',
  },
];

export const ticketColumns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 80 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  { field: 'customer', headerName: 'Customer', width: 150 },
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
  { field: 'agent', headerName: 'Agent', width: 90 },
];
