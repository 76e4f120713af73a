import type { GridColDef } from '@mui/x-data-grid';

export type InvoiceStatus = 'Draft' | 'Sent' | 'Paid' | 'Overdue';

/** One invoice of a small design studio. */
export interface Invoice {
  id: string;
  client: string;
  project: string;
  /** `YYYY-MM-DD`. */
  issued: string;
  /** Amount before tax, in euros. */
  amount: number;
  status: InvoiceStatus;
}

export const invoices: Invoice[] = [
  {
    id: 'INV-0417',
    client: 'Brightwater Café',
    project: 'Menu redesign',
    issued: '2026-02-03',
    amount: 1850,
    status: 'Paid',
  },
  {
    id: 'INV-0418',
    client: 'Kestrel Outdoor',
    project: 'Spring catalogue',
    issued: '2026-02-06',
    amount: 6400,
    status: 'Paid',
  },
  {
    id: 'INV-0419',
    client: 'Maison Lefèvre',
    project: 'Logo and stationery',
    issued: '2026-02-11',
    amount: 3200,
    status: 'Overdue',
  },
  {
    id: 'INV-0420',
    client: 'Northgate Dental',
    project: 'Website refresh',
    issued: '2026-02-14',
    amount: 9750,
    status: 'Sent',
  },
  {
    id: 'INV-0421',
    client: 'Brightwater Café',
    project: 'Window posters',
    issued: '2026-02-19',
    amount: 620,
    status: 'Paid',
  },
  {
    id: 'INV-0422',
    client: 'Ostara Books',
    project: 'Cover series',
    issued: '2026-02-23',
    amount: 4300,
    status: 'Sent',
  },
  {
    id: 'INV-0423',
    client: 'Kestrel Outdoor',
    project: 'Trade fair stand',
    issued: '2026-02-27',
    amount: 7100,
    status: 'Overdue',
  },
  {
    id: 'INV-0424',
    client: 'Vela Yoga',
    project: 'Class timetable app',
    issued: '2026-03-02',
    amount: 5600,
    status: 'Sent',
  },
  {
    id: 'INV-0425',
    client: 'Maison Lefèvre',
    project: 'Packaging',
    issued: '2026-03-05',
    amount: 2900,
    status: 'Draft',
  },
  {
    id: 'INV-0426',
    client: 'Northgate Dental',
    project: 'Patient leaflets',
    issued: '2026-03-09',
    amount: 1150,
    status: 'Draft',
  },
];

const euros = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

export const invoiceColumns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  { field: 'project', headerName: 'Project', flex: 1, minWidth: 160 },
  { field: 'issued', headerName: 'Issued', width: 110 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => euros.format(value),
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Draft', 'Sent', 'Paid', 'Overdue'],
    width: 110,
  },
];
