import type { GridColDef } from '@mui/x-data-grid';

/** A parcel handled by a regional delivery depot. */
export interface Parcel {
  id: string;
  recipient: string;
  town: string;
  postcode: string;
  service: 'Standard' | 'Express' | 'Next day';
  weightKg: number;
  status: 'Sorted' | 'Out for delivery' | 'Delivered' | 'Held at depot';
  driver: string;
  van: string;
  slot: string;
  attempts: number;
}

const firstNames = [
  'Ada',
  'Bilal',
  'Carmen',
  'Dmitri',
  'Efua',
  'Finn',
  'Giulia',
  'Hamid',
  'Ines',
  'Jae-won',
  'Kofi',
  'Leila',
];
const lastNames = [
  'Okafor',
  'Lindgren',
  'Rossi',
  'Kaur',
  'Moreno',
  'Novak',
  'Byrne',
  'Sato',
  'Haddad',
  'Duarte',
];
const towns = [
  ['Ashford', 'TN23'],
  ['Canterbury', 'CT1'],
  ['Dover', 'CT16'],
  ['Folkestone', 'CT20'],
  ['Maidstone', 'ME14'],
  ['Margate', 'CT9'],
] as const;
const services: Parcel['service'][] = ['Standard', 'Standard', 'Express', 'Next day'];
const statuses: Parcel['status'][] = [
  'Sorted',
  'Out for delivery',
  'Out for delivery',
  'Delivered',
  'Held at depot',
];
const drivers = ['M. Achebe', 'R. Kowalski', 'S. Varga', 'T. Nguyen'];
const slots = ['08:00–10:00', '10:00–12:00', '12:00–14:00', '14:00–16:00', '16:00–18:00'];

/** Builds one parcel from its position only, so the list is the same on every render and every machine. */
export function makeParcel(index: number): Parcel {
  const [town, district] = towns[(index * 7) % towns.length];
  return {
    id: `KT${String(48210 + index * 13).padStart(6, '0')}`,
    recipient: `${firstNames[index % firstNames.length]} ${lastNames[(index * 3) % lastNames.length]}`,
    town,
    postcode: `${district} ${(index % 9) + 1}${'ABDEFGHJL'[(index * 5) % 9]}${'NPQRSTUWX'[(index * 2) % 9]}`,
    service: services[index % services.length],
    weightKg: Math.round((0.4 + ((index * 37) % 190) / 10) * 10) / 10,
    status: statuses[(index * 3) % statuses.length],
    driver: drivers[(index * 5) % drivers.length],
    van: `Van ${((index * 11) % 12) + 1}`,
    slot: slots[(index * 3) % slots.length],
    attempts: index % 7 === 0 ? 2 : index % 3 === 0 ? 1 : 0,
  };
}

export function makeParcels(count: number, start = 0): Parcel[] {
  return Array.from({ length: count }, (_, offset) => makeParcel(start + offset));
}

export const parcelColumns: GridColDef<Parcel>[] = [
  { field: 'id', headerName: 'Tracking no.', width: 130 },
  { field: 'recipient', headerName: 'Recipient', width: 160 },
  { field: 'town', headerName: 'Town', width: 120 },
  { field: 'postcode', headerName: 'Postcode', width: 110 },
  { field: 'service', headerName: 'Service', width: 110 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', width: 150 },
  { field: 'driver', headerName: 'Driver', width: 130 },
  { field: 'van', headerName: 'Van', width: 90 },
  { field: 'slot', headerName: 'Delivery slot', width: 140 },
  { field: 'attempts', headerName: 'Failed attempts', type: 'number', width: 140 },
];
