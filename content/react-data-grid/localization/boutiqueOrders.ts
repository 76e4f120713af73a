/** An order of a small online tea shop that ships to France and China. */
export interface BoutiqueOrder {
  id: number;
  customer: string;
  city: string;
  /** ISO date (yyyy-mm-dd) the order was placed. */
  placed: string;
  total: number;
  status: 'paid' | 'shipped' | 'refunded';
}

export const boutiqueOrders: BoutiqueOrder[] = [
  {
    id: 4101,
    customer: 'Camille Laurent',
    city: 'Lyon',
    placed: '2026-10-02',
    total: 48.5,
    status: 'shipped',
  },
  { id: 4102, customer: '王芳', city: '上海', placed: '2026-10-03', total: 126, status: 'shipped' },
  {
    id: 4103,
    customer: 'Hugo Moreau',
    city: 'Bordeaux',
    placed: '2026-10-05',
    total: 32.9,
    status: 'refunded',
  },
  {
    id: 4104,
    customer: 'Léa Girard',
    city: 'Nantes',
    placed: '2026-10-08',
    total: 74.2,
    status: 'shipped',
  },
  { id: 4105, customer: '李伟', city: '杭州', placed: '2026-10-09', total: 215.4, status: 'paid' },
  {
    id: 4106,
    customer: 'Antoine Roux',
    city: 'Lille',
    placed: '2026-10-12',
    total: 19.9,
    status: 'paid',
  },
  {
    id: 4107,
    customer: 'Manon Fournier',
    city: 'Paris',
    placed: '2026-10-14',
    total: 88,
    status: 'shipped',
  },
  { id: 4108, customer: '陈静', city: '北京', placed: '2026-10-15', total: 64.3, status: 'paid' },
  {
    id: 4109,
    customer: 'Julien Mercier',
    city: 'Toulouse',
    placed: '2026-10-18',
    total: 152.75,
    status: 'shipped',
  },
  {
    id: 4110,
    customer: 'Chloé Bonnet',
    city: 'Strasbourg',
    placed: '2026-10-21',
    total: 41,
    status: 'paid',
  },
  {
    id: 4111,
    customer: '张磊',
    city: '成都',
    placed: '2026-10-22',
    total: 97.6,
    status: 'refunded',
  },
  {
    id: 4112,
    customer: 'Inès Lambert',
    city: 'Marseille',
    placed: '2026-10-25',
    total: 56.8,
    status: 'paid',
  },
];

/** Parses the ISO date as a local date for the `date` column type. */
export function parsePlaced(value: string): Date {
  const [year, month, day] = value.split('-').map(Number);
  return new Date(year, month - 1, day);
}
