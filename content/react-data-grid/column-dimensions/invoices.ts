import type { GridColDef } from '@mui/x-data-grid';

export interface Invoice {
  id: number;
  number: string;
  customer: string;
  country: string;
  issued: string;
  amount: number;
  status: 'Paid' | 'Open' | 'Overdue';
  description: string;
}

/** Invoices of a small design studio, one quarter's worth. */
export const invoices: Invoice[] = [
  {
    id: 1,
    number: 'INV-2041',
    customer: 'Northwind Traders',
    country: 'United Kingdom',
    issued: '2026-01-08',
    amount: 4200,
    status: 'Paid',
    description: 'Brand refresh: logo, colour palette and type scale',
  },
  {
    id: 2,
    number: 'INV-2042',
    customer: 'Bleu Citron',
    country: 'France',
    issued: '2026-01-15',
    amount: 860,
    status: 'Paid',
    description: 'Menu redesign',
  },
  {
    id: 3,
    number: 'INV-2043',
    customer: 'Hafenkontor Logistik GmbH & Co. KG',
    country: 'Germany',
    issued: '2026-01-22',
    amount: 12750,
    status: 'Open',
    description:
      'Customer portal: discovery workshops, wireframes and a clickable prototype for the shipment tracking flow',
  },
  {
    id: 4,
    number: 'INV-2044',
    customer: 'Pastelaria Aurora',
    country: 'Portugal',
    issued: '2026-02-03',
    amount: 540,
    status: 'Overdue',
    description: 'Shop window signage',
  },
  {
    id: 5,
    number: 'INV-2045',
    customer: 'Fjord Outdoor',
    country: 'Norway',
    issued: '2026-02-11',
    amount: 6380,
    status: 'Paid',
    description: 'Product photography, 48 items',
  },
  {
    id: 6,
    number: 'INV-2046',
    customer: 'Studio Vela',
    country: 'Italy',
    issued: '2026-02-19',
    amount: 1975,
    status: 'Open',
    description: 'Exhibition catalogue layout',
  },
  {
    id: 7,
    number: 'INV-2047',
    customer: 'Kowalski & Daughters',
    country: 'Poland',
    issued: '2026-03-02',
    amount: 3120,
    status: 'Overdue',
    description: 'Packaging for the spring range',
  },
  {
    id: 8,
    number: 'INV-2048',
    customer: 'Greenleaf Co-op',
    country: 'Ireland',
    issued: '2026-03-10',
    amount: 720,
    status: 'Paid',
    description: 'Newsletter template',
  },
  {
    id: 9,
    number: 'INV-2049',
    customer: 'Marea Surf School',
    country: 'Spain',
    issued: '2026-03-18',
    amount: 2450,
    status: 'Open',
    description: 'Website: booking page and class calendar',
  },
  {
    id: 10,
    number: 'INV-2050',
    customer: 'Lumen Optics',
    country: 'Netherlands',
    issued: '2026-03-27',
    amount: 9300,
    status: 'Open',
    description: 'Annual report design and print management',
  },
];

export const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

/** The same columns in several demos; each demo changes only what it teaches. */
export const baseInvoiceColumns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice' },
  { field: 'customer', headerName: 'Customer' },
  { field: 'issued', headerName: 'Issued' },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    valueFormatter: (value: number) => euro.format(value),
  },
  { field: 'status', headerName: 'Status' },
];
