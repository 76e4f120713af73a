/** A parcel shipment of a small European logistics company. */
export interface Shipment {
  id: string;
  carrier: string;
  origin: string;
  destination: string;
  weightKg: number;
  status: 'Booked' | 'In transit' | 'Customs' | 'Delivered';
  eta: string;
}

export const shipments: Shipment[] = [
  {
    id: 'SHP-40121',
    carrier: 'NordFreight',
    origin: 'Rotterdam',
    destination: 'Oslo',
    weightKg: 412,
    status: 'In transit',
    eta: '2026-03-04',
  },
  {
    id: 'SHP-40122',
    carrier: 'Alpina Cargo',
    origin: 'Milan',
    destination: 'Zurich',
    weightKg: 96,
    status: 'Delivered',
    eta: '2026-02-27',
  },
  {
    id: 'SHP-40123',
    carrier: 'Baltic Line',
    origin: 'Gdańsk',
    destination: 'Tallinn',
    weightKg: 1280,
    status: 'Customs',
    eta: '2026-03-06',
  },
  {
    id: 'SHP-40124',
    carrier: 'NordFreight',
    origin: 'Hamburg',
    destination: 'Copenhagen',
    weightKg: 38,
    status: 'Booked',
    eta: '2026-03-09',
  },
  {
    id: 'SHP-40125',
    carrier: 'Iberia Express',
    origin: 'Valencia',
    destination: 'Lyon',
    weightKg: 655,
    status: 'In transit',
    eta: '2026-03-05',
  },
  {
    id: 'SHP-40126',
    carrier: 'Alpina Cargo',
    origin: 'Munich',
    destination: 'Vienna',
    weightKg: 210,
    status: 'Delivered',
    eta: '2026-02-25',
  },
  {
    id: 'SHP-40127',
    carrier: 'Baltic Line',
    origin: 'Riga',
    destination: 'Helsinki',
    weightKg: 74,
    status: 'In transit',
    eta: '2026-03-03',
  },
  {
    id: 'SHP-40128',
    carrier: 'Iberia Express',
    origin: 'Porto',
    destination: 'Bordeaux',
    weightKg: 1930,
    status: 'Booked',
    eta: '2026-03-12',
  },
];
