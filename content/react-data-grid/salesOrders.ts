// Orders placed with a fictional outdoor-equipment wholesaler by its retail partners.
export type Region = 'Nordics' | 'Benelux' | 'Iberia' | 'Alps';
export type OrderStatus = 'Processing' | 'Shipped' | 'Delivered' | 'Cancelled';

export interface SalesOrder {
  id: string;
  customer: string;
  region: Region;
  orderDate: Date;
  items: number;
  total: number;
  paid: boolean;
  status: OrderStatus;
}

type RawOrder = [string, Region, string, number, number, boolean, OrderStatus];

const raw: RawOrder[] = [
  ['Fjällgården Outfitters', 'Nordics', '2026-01-05', 14, 2380.5, true, 'Delivered'],
  ['Dune & Dyke Sports', 'Benelux', '2026-01-07', 6, 845.0, true, 'Delivered'],
  ['Sierra Alta Aventura', 'Iberia', '2026-01-12', 22, 4120.75, true, 'Delivered'],
  ['Gipfelstube Bergsport', 'Alps', '2026-01-15', 9, 1510.2, true, 'Delivered'],
  ['Nordkapp Friluft', 'Nordics', '2026-01-21', 31, 5975.0, true, 'Delivered'],
  ['Polder Trails', 'Benelux', '2026-01-28', 4, 412.9, false, 'Cancelled'],
  ['Costa Brava Kayaks', 'Iberia', '2026-02-02', 11, 1999.99, true, 'Delivered'],
  ['Edelweiss Alpinsport', 'Alps', '2026-02-06', 17, 3264.4, true, 'Delivered'],
  ['Skärgård Paddling', 'Nordics', '2026-02-11', 8, 1180.0, true, 'Shipped'],
  ['Ardennes Outdoor', 'Benelux', '2026-02-14', 19, 2875.35, true, 'Shipped'],
  ['Picos Montaña', 'Iberia', '2026-02-19', 5, 690.0, false, 'Processing'],
  ['Zermatt Peak Supply', 'Alps', '2026-02-23', 26, 6120.8, true, 'Shipped'],
  ['Lapland Lodge Gear', 'Nordics', '2026-03-02', 12, 1734.6, false, 'Processing'],
  ['Veluwe Basecamp', 'Benelux', '2026-03-04', 15, 2210.0, true, 'Shipped'],
  ['Algarve Surf & Hike', 'Iberia', '2026-03-09', 27, 3988.45, true, 'Shipped'],
  ['Tirol Hüttenbedarf', 'Alps', '2026-03-11', 7, 980.25, false, 'Processing'],
  ['Lofoten Rorbu Supply', 'Nordics', '2026-03-16', 20, 3345.1, true, 'Delivered'],
  ['Scheldt River Sports', 'Benelux', '2026-03-18', 3, 289.0, false, 'Cancelled'],
  ['Pirineos Refugio', 'Iberia', '2026-03-23', 16, 2456.7, true, 'Shipped'],
  ['Dolomiti Outdoor', 'Alps', '2026-03-25', 24, 4710.0, false, 'Processing'],
  ['Hardanger Hiking Co.', 'Nordics', '2026-03-30', 10, 1422.3, false, 'Processing'],
  ['Zeeland Wind & Water', 'Benelux', '2026-04-01', 13, 1895.6, true, 'Shipped'],
  ['Gredos Campamento', 'Iberia', '2026-04-06', 9, 1234.5, false, 'Processing'],
  ['Engadin Ski & Trek', 'Alps', '2026-04-08', 18, 3502.15, true, 'Shipped'],
];

export const salesOrders: SalesOrder[] = raw.map(
  ([customer, region, date, items, total, paid, status], index) => {
    const [year, month, day] = date.split('-').map(Number);
    return {
      id: `SO-${1001 + index}`,
      customer,
      region,
      orderDate: new Date(year, month - 1, day),
      items,
      total,
      paid,
      status,
    };
  },
);

export const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
