import type { GridColDef } from '@mui/x-data-grid-pro';

// Web-shop orders of a small coffee roaster, each with the bags it contains.

export type OrderStatus = 'Draft' | 'Paid' | 'Shipped' | 'Delivered';

export interface OrderLine {
  id: string;
  coffee: string;
  bag: '250 g' | '1 kg';
  grind: 'Whole bean' | 'Espresso' | 'Filter';
  quantity: number;
  unitPrice: number;
}

export interface CoffeeOrder {
  id: number;
  reference: string;
  customer: string;
  email: string;
  city: string;
  country: string;
  placedOn: Date;
  status: OrderStatus;
  shipping: number;
  lines: OrderLine[];
  giftMessage?: string;
}

function line(
  id: string,
  coffee: string,
  bag: OrderLine['bag'],
  grind: OrderLine['grind'],
  quantity: number,
): OrderLine {
  const unitPrice = bag === '1 kg' ? 38 : 11.5;
  return { id, coffee, bag, grind, quantity, unitPrice };
}

export const coffeeOrders: CoffeeOrder[] = [
  {
    id: 1,
    reference: 'RO-2041',
    customer: 'Ingrid Halvorsen',
    email: 'ingrid.h@example.no',
    city: 'Bergen',
    country: 'Norway',
    placedOn: new Date(2025, 2, 3),
    status: 'Delivered',
    shipping: 9.9,
    lines: [
      line('2041-1', 'Huila Pink Bourbon', '250 g', 'Filter', 2),
      line('2041-2', 'Sidamo Natural', '250 g', 'Whole bean', 1),
    ],
  },
  {
    id: 2,
    reference: 'RO-2042',
    customer: 'Café Lindqvist',
    email: 'orders@lindqvist.example.se',
    city: 'Uppsala',
    country: 'Sweden',
    placedOn: new Date(2025, 2, 4),
    status: 'Shipped',
    shipping: 0,
    lines: [
      line('2042-1', 'House Espresso Blend', '1 kg', 'Whole bean', 6),
      line('2042-2', 'Decaf Colombia', '1 kg', 'Whole bean', 2),
      line('2042-3', 'Kenya Kiambu AA', '250 g', 'Filter', 4),
    ],
  },
  {
    id: 3,
    reference: 'RO-2043',
    customer: 'Mateo Ruiz',
    email: 'mateo.ruiz@example.es',
    city: 'Valencia',
    country: 'Spain',
    placedOn: new Date(2025, 2, 4),
    status: 'Paid',
    shipping: 12.5,
    lines: [line('2043-1', 'House Espresso Blend', '250 g', 'Espresso', 3)],
    giftMessage: 'Happy birthday, Lucía! Enjoy the new grinder.',
  },
  {
    id: 4,
    reference: 'RO-2044',
    customer: 'Aoife Byrne',
    email: 'aoife.byrne@example.ie',
    city: 'Galway',
    country: 'Ireland',
    placedOn: new Date(2025, 2, 5),
    status: 'Draft',
    shipping: 0,
    lines: [],
  },
  {
    id: 5,
    reference: 'RO-2045',
    customer: 'Bäckerei Vogel',
    email: 'kontakt@vogel.example.de',
    city: 'Freiburg',
    country: 'Germany',
    placedOn: new Date(2025, 2, 6),
    status: 'Delivered',
    shipping: 0,
    lines: [
      line('2045-1', 'House Espresso Blend', '1 kg', 'Espresso', 4),
      line('2045-2', 'Guatemala Huehuetenango', '1 kg', 'Whole bean', 2),
      line('2045-3', 'Sidamo Natural', '250 g', 'Filter', 6),
      line('2045-4', 'Decaf Colombia', '250 g', 'Espresso', 2),
    ],
  },
  {
    id: 6,
    reference: 'RO-2046',
    customer: 'Tomás Novák',
    email: 'tomas.novak@example.cz',
    city: 'Brno',
    country: 'Czechia',
    placedOn: new Date(2025, 2, 7),
    status: 'Shipped',
    shipping: 9.9,
    lines: [
      line('2046-1', 'Kenya Kiambu AA', '250 g', 'Whole bean', 1),
      line('2046-2', 'Huila Pink Bourbon', '250 g', 'Whole bean', 1),
    ],
  },
  {
    id: 7,
    reference: 'RO-2047',
    customer: 'Élodie Marchand',
    email: 'elodie.m@example.fr',
    city: 'Lyon',
    country: 'France',
    placedOn: new Date(2025, 2, 8),
    status: 'Paid',
    shipping: 9.9,
    lines: [line('2047-1', 'Guatemala Huehuetenango', '250 g', 'Filter', 2)],
  },
  {
    id: 8,
    reference: 'RO-2048',
    customer: 'Pieter de Wit',
    email: 'pieter.dewit@example.nl',
    city: 'Utrecht',
    country: 'Netherlands',
    placedOn: new Date(2025, 2, 9),
    status: 'Draft',
    shipping: 0,
    lines: [],
  },
  {
    id: 9,
    reference: 'RO-2049',
    customer: 'Giulia Ferri',
    email: 'giulia.ferri@example.it',
    city: 'Bologna',
    country: 'Italy',
    placedOn: new Date(2025, 2, 10),
    status: 'Delivered',
    shipping: 12.5,
    lines: [
      line('2049-1', 'House Espresso Blend', '250 g', 'Espresso', 4),
      line('2049-2', 'Sidamo Natural', '250 g', 'Espresso', 2),
      line('2049-3', 'Decaf Colombia', '250 g', 'Espresso', 1),
    ],
    giftMessage: 'For the office kitchen, third floor.',
  },
  {
    id: 10,
    reference: 'RO-2050',
    customer: 'Ana Sousa',
    email: 'ana.sousa@example.pt',
    city: 'Porto',
    country: 'Portugal',
    placedOn: new Date(2025, 2, 11),
    status: 'Paid',
    shipping: 12.5,
    lines: [
      line('2050-1', 'Huila Pink Bourbon', '1 kg', 'Whole bean', 1),
      line('2050-2', 'Kenya Kiambu AA', '250 g', 'Filter', 2),
    ],
  },
];

export const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

export function subtotal(order: Pick<CoffeeOrder, 'lines'>): number {
  return order.lines.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0);
}

export function orderTotal(order: Pick<CoffeeOrder, 'lines' | 'shipping'>): number {
  return subtotal(order) + order.shipping;
}

export const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** The columns most demos of this page start from. */
export const orderColumns: GridColDef<CoffeeOrder>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', width: 120 },
  {
    field: 'placedOn',
    headerName: 'Placed',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Draft', 'Paid', 'Shipped', 'Delivered'],
    width: 110,
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => orderTotal(row),
    valueFormatter: (value: number) => euro.format(value),
  },
];
