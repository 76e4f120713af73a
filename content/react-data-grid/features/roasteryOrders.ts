export type OrderStatus = 'Roasting' | 'Packed' | 'Shipped' | 'Delivered';

export interface RoasteryOrder {
  id: number;
  reference: string;
  customer: string;
  region: 'Nordics' | 'Benelux' | 'Iberia' | 'Central Europe';
  coffee: string;
  bags: number;
  pricePerBag: number;
  roastedOn: Date;
  status: OrderStatus;
  paid: boolean;
}

const customers: [string, RoasteryOrder['region']][] = [
  ['Kaffebaren Aarhus', 'Nordics'],
  ['Mokka Helsinki', 'Nordics'],
  ['Bergen Bønner', 'Nordics'],
  ['De Koffiezaak', 'Benelux'],
  ['Café Liège', 'Benelux'],
  ['Bonenhuis Utrecht', 'Benelux'],
  ['Torrefacção Porto', 'Iberia'],
  ['Cafés del Sur', 'Iberia'],
  ['Grano Valencia', 'Iberia'],
  ['Rösterei Leipzig', 'Central Europe'],
  ['Kavárna Brno', 'Central Europe'],
  ['Wiener Röstwerk', 'Central Europe'],
];

const coffees: [string, number][] = [
  ['Ethiopia Guji, washed', 14.5],
  ['Colombia Huila, honey', 12.8],
  ['Kenya Nyeri AA', 16.2],
  ['Brazil Cerrado, natural', 10.4],
  ['Guatemala Huehuetenango', 13.1],
  ['House espresso blend', 9.6],
];

const statuses: OrderStatus[] = ['Roasting', 'Packed', 'Shipped', 'Delivered'];

/** 48 wholesale orders of a speciality coffee roaster, generated the same way every time. */
export const roasteryOrders: RoasteryOrder[] = Array.from({ length: 48 }, (_, index) => {
  const [customer, region] = customers[(index * 5) % customers.length];
  const [coffee, pricePerBag] = coffees[(index * 7) % coffees.length];
  const status = statuses[Math.min(3, Math.floor(index / 12) + (index % 3 === 0 ? 1 : 0))];
  return {
    id: index + 1,
    reference: `RO-${String(3100 + index)}`,
    customer,
    region,
    coffee,
    bags: 6 + ((index * 13) % 40),
    pricePerBag,
    roastedOn: new Date(2026, 3, 1 + (index % 27)),
    status,
    paid: status === 'Delivered' || index % 4 === 1,
  };
});
