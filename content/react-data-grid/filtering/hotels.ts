import type { GridColDef } from '@mui/x-data-grid';

/** A hotel listed by a small travel agency. */
export interface Hotel {
  id: number;
  name: string;
  city: string;
  kind: 'Hotel' | 'Hostel' | 'Guesthouse' | 'Apartment';
  stars: number;
  pricePerNight: number;
  breakfast: boolean;
  /** `YYYY-MM-DD`: when the agency started selling rooms there. */
  listedOn: string;
}

export const hotels: Hotel[] = [
  {
    id: 1,
    name: 'Harbour Light',
    city: 'Reykjavík',
    kind: 'Hotel',
    stars: 4,
    pricePerNight: 214,
    breakfast: true,
    listedOn: '2019-04-02',
  },
  {
    id: 2,
    name: 'Limmat Terrace',
    city: 'Zürich',
    kind: 'Hotel',
    stars: 5,
    pricePerNight: 389,
    breakfast: true,
    listedOn: '2017-09-18',
  },
  {
    id: 3,
    name: 'Old Town Bunks',
    city: 'Kraków',
    kind: 'Hostel',
    stars: 2,
    pricePerNight: 38,
    breakfast: false,
    listedOn: '2022-01-10',
  },
  {
    id: 4,
    name: 'Casa del Faro',
    city: 'Málaga',
    kind: 'Guesthouse',
    stars: 3,
    pricePerNight: 96,
    breakfast: true,
    listedOn: '2020-06-25',
  },
  {
    id: 5,
    name: 'Plateau Lofts',
    city: 'Montréal',
    kind: 'Apartment',
    stars: 4,
    pricePerNight: 172,
    breakfast: false,
    listedOn: '2021-03-14',
  },
  {
    id: 6,
    name: 'Jardim Suites',
    city: 'São Paulo',
    kind: 'Hotel',
    stars: 4,
    pricePerNight: 143,
    breakfast: true,
    listedOn: '2018-11-30',
  },
  {
    id: 7,
    name: 'Canal View Rooms',
    city: 'Amsterdam',
    kind: 'Guesthouse',
    stars: 3,
    pricePerNight: 131,
    breakfast: false,
    listedOn: '2023-05-08',
  },
  {
    id: 8,
    name: 'Bergwerk Hostel',
    city: 'Zürich',
    kind: 'Hostel',
    stars: 2,
    pricePerNight: 64,
    breakfast: true,
    listedOn: '2024-02-19',
  },
  {
    id: 9,
    name: 'Vistula Residence',
    city: 'Kraków',
    kind: 'Apartment',
    stars: 3,
    pricePerNight: 82,
    breakfast: false,
    listedOn: '2019-08-01',
  },
  {
    id: 10,
    name: 'Grand Hôtel du Parc',
    city: 'Montréal',
    kind: 'Hotel',
    stars: 5,
    pricePerNight: 298,
    breakfast: true,
    listedOn: '2016-10-12',
  },
  {
    id: 11,
    name: 'Lava Field Lodge',
    city: 'Reykjavík',
    kind: 'Guesthouse',
    stars: 3,
    pricePerNight: 158,
    breakfast: true,
    listedOn: '2022-07-22',
  },
  {
    id: 12,
    name: 'Muelle Uno Flats',
    city: 'Málaga',
    kind: 'Apartment',
    stars: 4,
    pricePerNight: 119,
    breakfast: false,
    listedOn: '2023-12-04',
  },
  {
    id: 13,
    name: 'Paulista Backpackers',
    city: 'São Paulo',
    kind: 'Hostel',
    stars: 1,
    pricePerNight: 27,
    breakfast: false,
    listedOn: '2021-09-27',
  },
  {
    id: 14,
    name: 'Herengracht House',
    city: 'Amsterdam',
    kind: 'Hotel',
    stars: 4,
    pricePerNight: 246,
    breakfast: true,
    listedOn: '2018-02-15',
  },
];

const price = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/** Formats a nightly price in euros. */
export function formatPrice(value: number): string {
  return price.format(value);
}

/** `YYYY-MM-DD` as a local date, so that no time zone shifts the day. */
function localDate(value: string): Date {
  const [year, month, day] = value.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** One column of each type the grid filters differently. */
export const hotelColumns: GridColDef<Hotel>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 170 },
  { field: 'city', headerName: 'City', width: 120 },
  {
    field: 'kind',
    headerName: 'Type',
    type: 'singleSelect',
    valueOptions: ['Hotel', 'Hostel', 'Guesthouse', 'Apartment'],
    width: 120,
  },
  { field: 'stars', headerName: 'Stars', type: 'number', width: 90 },
  {
    field: 'pricePerNight',
    headerName: 'Per night',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => formatPrice(value),
  },
  { field: 'breakfast', headerName: 'Breakfast', type: 'boolean', width: 110 },
  {
    field: 'listedOn',
    headerName: 'Listed on',
    type: 'date',
    width: 120,
    valueGetter: (value: string) => localDate(value),
  },
];
