import type { GridPaginationModel } from '@mui/x-data-grid';
import type { Parcel } from './parcels';

const firstNames = [
  'Aoife',
  'Liam',
  'Zofia',
  'Omar',
  'Niamh',
  'Conor',
  'Ines',
  'Kwame',
  'Róisín',
  'Hugo',
];
const lastNames = ['Byrne', 'Kowalski', 'Mensah', 'Daly', 'Rossi', 'Farrell', 'Costa', 'Quinn'];
const towns = ['Galway', 'Tuam', 'Athlone', 'Gort', 'Clifden', 'Oranmore'];
const services: Parcel['service'][] = ['Standard', 'Standard', 'Express', 'Freight'];

// The depot's whole manifest for the day; the grid receives it ten parcels at a time.
const manifest: Parcel[] = Array.from({ length: 60 }, (_, index) => ({
  id: `PX-${4001 + index}`,
  recipient: `${firstNames[index % firstNames.length]} ${lastNames[(index * 3) % lastNames.length]}`,
  town: towns[(index * 5) % towns.length],
  service: services[(index * 7) % services.length],
  weightKg: Math.round(((index * 37) % 90) + 5) / 10,
  status: 'Ready',
}));

/** Returns one page of the manifest and its length, after 400 ms. */
export function fetchManifestPage({
  page,
  pageSize,
}: GridPaginationModel): Promise<{ rows: Parcel[]; total: number }> {
  return new Promise((resolve) => {
    setTimeout(
      () =>
        resolve({
          rows: manifest.slice(page * pageSize, (page + 1) * pageSize),
          total: manifest.length,
        }),
      400,
    );
  });
}
