// Billing data of a fictional two-person design consultancy.
export interface InvoiceLine {
  id: string;
  kind: 'line';
  sku: string;
  description: string;
  quantity: number;
  unitPrice: number;
  discount: number;
}

export interface InvoiceSummary {
  id: string;
  kind: 'summary';
  label: string;
  amount: number;
}

export type InvoiceRow = InvoiceLine | InvoiceSummary;

export const invoiceLines: InvoiceLine[] = [
  {
    id: 'L1',
    kind: 'line',
    sku: 'UX-RES',
    description: 'User research interviews',
    quantity: 6,
    unitPrice: 420,
    discount: 0,
  },
  {
    id: 'L2',
    kind: 'line',
    sku: 'UX-WS',
    description: 'Discovery workshop (full day)',
    quantity: 2,
    unitPrice: 1800,
    discount: 0.1,
  },
  {
    id: 'L3',
    kind: 'line',
    sku: 'UI-PRO',
    description: 'Clickable prototype, 12 screens',
    quantity: 1,
    unitPrice: 5400,
    discount: 0,
  },
  {
    id: 'L4',
    kind: 'line',
    sku: 'UI-ACC',
    description: 'Accessibility review',
    quantity: 3,
    unitPrice: 650,
    discount: 0.05,
  },
  {
    id: 'L5',
    kind: 'line',
    sku: 'TRV',
    description: 'Travel to client site',
    quantity: 2,
    unitPrice: 180,
    discount: 0,
  },
];

export const VAT_RATE = 0.21;

export const lineAmount = (line: InvoiceLine) =>
  line.quantity * line.unitPrice * (1 - line.discount);

export function invoiceWithTotals(lines: InvoiceLine[]): InvoiceRow[] {
  const subtotal = lines.reduce((sum, line) => sum + lineAmount(line), 0);
  const vat = Math.round(subtotal * VAT_RATE * 100) / 100;
  return [
    ...lines,
    { id: 'subtotal', kind: 'summary', label: 'Subtotal', amount: subtotal },
    { id: 'vat', kind: 'summary', label: `VAT ${VAT_RATE * 100} %`, amount: vat },
    { id: 'total', kind: 'summary', label: 'Total due', amount: subtotal + vat },
  ];
}

export const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

// One week of client bookings. A booking starts on a weekday (0 = Monday) and lasts whole days.
export interface Booking {
  client: string;
  startDay: number;
  days: number;
}

export interface ConsultantWeek {
  id: number;
  consultant: string;
  bookings: Booking[];
}

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

export const bookingWeek: ConsultantWeek[] = [
  {
    id: 1,
    consultant: 'Ines Duarte',
    bookings: [
      { client: 'Harbor Bank · discovery workshop', startDay: 0, days: 2 },
      { client: 'Fenwick Books · review', startDay: 2, days: 1 },
      { client: 'Atlas Rail · prototype', startDay: 3, days: 2 },
    ],
  },
  {
    id: 2,
    consultant: 'Tobias Meyer',
    bookings: [
      { client: 'Atlas Rail · user interviews', startDay: 0, days: 3 },
      { client: 'Internal · training', startDay: 4, days: 1 },
    ],
  },
  {
    id: 3,
    consultant: 'Freelance: Ana Lima',
    bookings: [{ client: 'Harbor Bank · accessibility audit', startDay: 1, days: 4 }],
  },
  {
    id: 4,
    consultant: 'Freelance: Kofi Owusu',
    bookings: [
      { client: 'Fenwick Books · usability test', startDay: 0, days: 1 },
      { client: 'Fenwick Books · report', startDay: 3, days: 1 },
    ],
  },
];
