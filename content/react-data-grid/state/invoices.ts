import type { GridColDef } from '@mui/x-data-grid';

export type InvoiceStatus = 'Draft' | 'Sent' | 'Paid' | 'Overdue';

/** An invoice of a small architecture studio. Amounts are in euros. */
export interface Invoice {
  id: string;
  client: string;
  project: string;
  issued: Date;
  due: Date;
  amount: number;
  status: InvoiceStatus;
}

type Entry = [string, string, string, number, InvoiceStatus];

// Client, project, date issued (2025), amount, status. Invoices are due 30 days after issue.
const entries: Entry[] = [
  ['Ferreira Family', 'Loft conversion', '01-08', 4200, 'Paid'],
  ['Town of Elmbridge', 'Library extension', '01-15', 18750, 'Paid'],
  ['Okafor Bakery', 'Shop front', '01-22', 2350, 'Paid'],
  ['Halvorsen Hotels', 'Lobby redesign', '02-03', 12400, 'Overdue'],
  ['Greenway School', 'Playground shelter', '02-10', 6800, 'Paid'],
  ['Ferreira Family', 'Loft conversion', '02-14', 3900, 'Paid'],
  ['Marlow Dental', 'Clinic fit-out', '02-24', 9150, 'Overdue'],
  ['Town of Elmbridge', 'Library extension', '03-03', 21300, 'Paid'],
  ['Kim & Daughters', 'Garden studio', '03-11', 5600, 'Sent'],
  ['Halvorsen Hotels', 'Lobby redesign', '03-17', 8900, 'Overdue'],
  ['Riverside Co-op', 'Warehouse survey', '03-25', 1450, 'Paid'],
  ['Okafor Bakery', 'Shop front', '04-01', 2980, 'Sent'],
  ['Greenway School', 'Playground shelter', '04-08', 7200, 'Sent'],
  ['Marlow Dental', 'Clinic fit-out', '04-15', 11600, 'Sent'],
  ['Kim & Daughters', 'Garden studio', '04-22', 4100, 'Draft'],
  ['Town of Elmbridge', 'Library extension', '04-29', 16900, 'Sent'],
  ['Riverside Co-op', 'Warehouse survey', '05-06', 2200, 'Draft'],
  ['Halvorsen Hotels', 'Spa planning', '05-09', 3750, 'Draft'],
  ['Ferreira Family', 'Loft conversion', '05-13', 4650, 'Sent'],
  ['Greenway School', 'Science block study', '05-16', 9800, 'Draft'],
];

const DAY = 24 * 60 * 60 * 1000;

export const invoices: Invoice[] = entries.map(([client, project, day, amount, status], index) => {
  const issued = new Date(`2025-${day}T12:00:00`);
  return {
    id: `INV-${String(index + 101).padStart(4, '0')}`,
    client,
    project,
    issued,
    due: new Date(issued.getTime() + 30 * DAY),
    amount,
    status,
  };
});

const euros = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

export const formatEuros = (value: number) => euros.format(value);

export const invoiceColumns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 100 },
  { field: 'client', headerName: 'Client', width: 160 },
  { field: 'project', headerName: 'Project', width: 170 },
  { field: 'issued', headerName: 'Issued', type: 'date', width: 110 },
  { field: 'due', headerName: 'Due', type: 'date', width: 110 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => formatEuros(value),
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Draft', 'Sent', 'Paid', 'Overdue'],
    width: 100,
  },
];
