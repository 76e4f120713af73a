import type { GridColDef } from '@mui/x-data-grid-premium';

/** The sales of one product in one shop of a small bakery chain, for one month. */
export interface BakerySale {
  id: number;
  month: Date;
  shop: 'Lyon' | 'Nantes' | 'Lille';
  product: 'Croissant' | 'Baguette' | 'Lemon tart';
  channel: 'Counter' | 'Delivery';
  units: number;
  /** In euros. */
  revenue: number;
}

const prices: Record<BakerySale['product'], number> = {
  Croissant: 1.3,
  Baguette: 1.1,
  'Lemon tart': 4.5,
};

const shops: BakerySale['shop'][] = ['Lyon', 'Nantes', 'Lille'];
const products: BakerySale['product'][] = ['Croissant', 'Baguette', 'Lemon tart'];
const months = ['2024-11-01', '2024-12-01', '2025-01-01', '2025-02-01'];

// Units sold at the counter, by shop and product; deliveries are a fixed share of it.
const baseUnits: Record<BakerySale['shop'], number[]> = {
  Lyon: [820, 1210, 260],
  Nantes: [640, 980, 190],
  Lille: [560, 1120, 140],
};

export const bakerySales: BakerySale[] = [];
months.forEach((month, monthIndex) => {
  shops.forEach((shop) => {
    products.forEach((product, productIndex) => {
      (['Counter', 'Delivery'] as const).forEach((channel) => {
        // December sells more, and deliveries are about a fifth of the counter.
        const season = monthIndex === 1 ? 1.25 : 1 - monthIndex * 0.03;
        const share = channel === 'Counter' ? 1 : 0.2;
        const units = Math.round(baseUnits[shop][productIndex] * season * share);
        bakerySales.push({
          id: bakerySales.length + 1,
          month: new Date(`${month}T00:00:00`),
          shop,
          product,
          channel,
          units,
          revenue: Math.round(units * prices[product] * 100) / 100,
        });
      });
    });
  });
});

export const euro = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

export const bakeryColumns: GridColDef<BakerySale>[] = [
  {
    field: 'month',
    headerName: 'Month',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date | null) =>
      value ? value.toLocaleDateString('en-GB', { month: 'short', year: 'numeric' }) : '',
  },
  { field: 'shop', headerName: 'Shop', width: 100 },
  { field: 'product', headerName: 'Product', width: 120 },
  { field: 'channel', headerName: 'Channel', width: 100 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 120,
    valueFormatter: (value: number | null) => (value == null ? '' : euro.format(value)),
  },
];
