// Recent orders of a fictional online tea shop, each with its order lines.
export interface OrderLine {
  sku: string;
  product: string;
  quantity: number;
  unitPrice: number;
}

export interface ShopOrder {
  id: number;
  customer: string;
  city: string;
  placed: string; // YYYY-MM-DD
  status: 'Paid' | 'Packed' | 'Shipped';
  lines: OrderLine[];
}

export const shopOrders: ShopOrder[] = [
  {
    id: 1041,
    customer: 'Hana Kobayashi',
    city: 'Leeds',
    placed: '2026-04-02',
    status: 'Shipped',
    lines: [
      { sku: 'GRN-SEN-100', product: 'Sencha, 100 g', quantity: 2, unitPrice: 8.5 },
      { sku: 'ACC-INF-01', product: 'Steel infuser', quantity: 1, unitPrice: 6 },
    ],
  },
  {
    id: 1042,
    customer: 'Oliver Grant',
    city: 'Bristol',
    placed: '2026-04-02',
    status: 'Shipped',
    lines: [
      { sku: 'BLK-ASS-250', product: 'Assam breakfast, 250 g', quantity: 1, unitPrice: 11.9 },
    ],
  },
  {
    id: 1043,
    customer: 'Fatima Zahra',
    city: 'Manchester',
    placed: '2026-04-03',
    status: 'Packed',
    lines: [
      { sku: 'OOL-TIE-100', product: 'Tieguanyin oolong, 100 g', quantity: 1, unitPrice: 14.2 },
      { sku: 'GRN-MAT-030', product: 'Ceremonial matcha, 30 g', quantity: 2, unitPrice: 18 },
      { sku: 'ACC-WSK-01', product: 'Bamboo whisk', quantity: 1, unitPrice: 12.5 },
    ],
  },
  {
    id: 1044,
    customer: 'Liam O’Connor',
    city: 'Cork',
    placed: '2026-04-03',
    status: 'Packed',
    lines: [{ sku: 'HRB-ROO-100', product: 'Rooibos, 100 g', quantity: 3, unitPrice: 6.4 }],
  },
  {
    id: 1045,
    customer: 'Sofia Marchetti',
    city: 'Edinburgh',
    placed: '2026-04-04',
    status: 'Paid',
    lines: [
      { sku: 'BLK-EAR-100', product: 'Earl Grey, 100 g', quantity: 2, unitPrice: 7.8 },
      { sku: 'ACC-POT-08', product: 'Glass teapot, 0.8 l', quantity: 1, unitPrice: 24 },
    ],
  },
  {
    id: 1046,
    customer: 'Daniel Osei',
    city: 'London',
    placed: '2026-04-04',
    status: 'Paid',
    lines: [
      { sku: 'GRN-GEN-100', product: 'Genmaicha, 100 g', quantity: 1, unitPrice: 7.2 },
      { sku: 'WHT-SIL-050', product: 'Silver needle, 50 g', quantity: 1, unitPrice: 21 },
      {
        sku: 'BLK-DAR-100',
        product: 'Darjeeling first flush, 100 g',
        quantity: 1,
        unitPrice: 16.5,
      },
      { sku: 'ACC-CAD-01', product: 'Tin caddy', quantity: 2, unitPrice: 5.5 },
    ],
  },
];

export const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

export function orderTotal(order: ShopOrder): number {
  return order.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
}
