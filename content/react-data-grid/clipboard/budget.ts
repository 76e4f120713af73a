import type { GridColDef } from '@mui/x-data-grid';

/** One line of a small company's marketing budget, planned per quarter. */
export interface BudgetLine {
  id: number;
  item: string;
  channel: 'Events' | 'Online' | 'Print' | 'Partners';
  owner: string;
  /** Planned spend per quarter, in euros. */
  q1: number;
  q2: number;
  q3: number;
  q4: number;
}

export const budgetLines: BudgetLine[] = [
  {
    id: 1,
    item: 'Trade fair stand',
    channel: 'Events',
    owner: 'Ana Ribeiro',
    q1: 18000,
    q2: 4500,
    q3: 0,
    q4: 21000,
  },
  {
    id: 2,
    item: 'Search ads',
    channel: 'Online',
    owner: 'Jonas Weber',
    q1: 6200,
    q2: 6200,
    q3: 5400,
    q4: 7800,
  },
  {
    id: 3,
    item: 'Social video',
    channel: 'Online',
    owner: 'Jonas Weber',
    q1: 3000,
    q2: 4200,
    q3: 4200,
    q4: 5000,
  },
  {
    id: 4,
    item: 'Customer magazine',
    channel: 'Print',
    owner: 'Claire Dubois',
    q1: 7400,
    q2: 0,
    q3: 7400,
    q4: 0,
  },
  {
    id: 5,
    item: 'Reseller training days',
    channel: 'Partners',
    owner: 'Mehmet Kaya',
    q1: 2500,
    q2: 2500,
    q3: 0,
    q4: 3100,
  },
  {
    id: 6,
    item: 'User conference',
    channel: 'Events',
    owner: 'Ana Ribeiro',
    q1: 0,
    q2: 26000,
    q3: 3500,
    q4: 0,
  },
  {
    id: 7,
    item: 'Newsletter tooling',
    channel: 'Online',
    owner: 'Claire Dubois',
    q1: 900,
    q2: 900,
    q3: 900,
    q4: 900,
  },
  {
    id: 8,
    item: 'Co-marketing fund',
    channel: 'Partners',
    owner: 'Mehmet Kaya',
    q1: 5000,
    q2: 5000,
    q3: 5000,
    q4: 5000,
  },
];

export const euro = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/**
 * Reads an amount the way people paste it: "€18,000" (as this grid copies it), "18 000 €",
 * "18000". Returns `undefined` for anything else, which leaves the cell unchanged.
 */
export function parseAmount(text: string): number | undefined {
  const digits = text.replace(/[€\s,]/g, '');
  if (digits === '') {
    return 0;
  }
  const amount = Number(digits);
  return Number.isFinite(amount) && amount >= 0 ? amount : undefined;
}

function quarter(field: 'q1' | 'q2' | 'q3' | 'q4', editable: boolean): GridColDef<BudgetLine> {
  return {
    field,
    headerName: field.toUpperCase(),
    type: 'number',
    width: 100,
    editable,
    valueFormatter: (value: number) => euro.format(value),
  };
}

/** The budget's columns; with `editable`, the quarters can be edited (and pasted into). */
export function budgetColumns(editable = false): GridColDef<BudgetLine>[] {
  return [
    { field: 'item', headerName: 'Item', width: 190 },
    { field: 'channel', headerName: 'Channel', width: 100 },
    { field: 'owner', headerName: 'Owner', width: 140, editable },
    quarter('q1', editable),
    quarter('q2', editable),
    quarter('q3', editable),
    quarter('q4', editable),
  ];
}
