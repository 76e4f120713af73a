import type { GridColDef } from '@mui/x-data-grid';

export const AMENITIES = [
  'Balcony',
  'Lift',
  'Parking',
  'Garden',
  'Dishwasher',
  'Bike storage',
] as const;
export type Amenity = (typeof AMENITIES)[number];

/** A flat for rent, as listed by a letting agency in Lisbon. */
export interface Rental {
  id: number;
  address: string;
  neighbourhood: string;
  bedrooms: number;
  /** Monthly rent in euros. */
  rent: number;
  /** Average tenant rating, from 1 to 5. */
  rating: number;
  /** `YYYY-MM-DD`: the first day the flat can be moved into. */
  availableFrom: string;
  amenities: Amenity[];
}

export const rentals: Rental[] = [
  {
    id: 1,
    address: 'Rua da Rosa 41, 2º',
    neighbourhood: 'Bairro Alto',
    bedrooms: 1,
    rent: 1150,
    rating: 4,
    availableFrom: '2026-11-01',
    amenities: ['Balcony'],
  },
  {
    id: 2,
    address: 'Avenida de Roma 12, 5º Esq',
    neighbourhood: 'Alvalade',
    bedrooms: 3,
    rent: 1890,
    rating: 5,
    availableFrom: '2027-01-15',
    amenities: ['Lift', 'Parking', 'Dishwasher'],
  },
  {
    id: 3,
    address: 'Rua de São Bento 188, 1º',
    neighbourhood: 'Estrela',
    bedrooms: 2,
    rent: 1480,
    rating: 3,
    availableFrom: '2026-10-20',
    amenities: ['Dishwasher'],
  },
  {
    id: 4,
    address: 'Calçada do Combro 7, 3º',
    neighbourhood: 'Bica',
    bedrooms: 1,
    rent: 990,
    rating: 2,
    availableFrom: '2026-12-01',
    amenities: [],
  },
  {
    id: 5,
    address: 'Rua Morais Soares 95, 4º Dto',
    neighbourhood: 'Arroios',
    bedrooms: 2,
    rent: 1260,
    rating: 4,
    availableFrom: '2026-11-10',
    amenities: ['Lift', 'Bike storage'],
  },
  {
    id: 6,
    address: 'Travessa do Alcaide 3, R/C',
    neighbourhood: 'Santos',
    bedrooms: 1,
    rent: 1080,
    rating: 3,
    availableFrom: '2027-02-01',
    amenities: ['Garden'],
  },
  {
    id: 7,
    address: 'Avenida da Igreja 60, 7º',
    neighbourhood: 'Alvalade',
    bedrooms: 4,
    rent: 2450,
    rating: 5,
    availableFrom: '2026-12-15',
    amenities: ['Lift', 'Parking', 'Balcony', 'Dishwasher'],
  },
  {
    id: 8,
    address: 'Rua dos Lagares 22, 2º',
    neighbourhood: 'Graça',
    bedrooms: 2,
    rent: 1320,
    rating: 4,
    availableFrom: '2026-10-05',
    amenities: ['Balcony', 'Bike storage'],
  },
  {
    id: 9,
    address: 'Rua Almirante Barroso 15, 6º',
    neighbourhood: 'Arroios',
    bedrooms: 3,
    rent: 1640,
    rating: 3,
    availableFrom: '2027-03-01',
    amenities: ['Lift', 'Dishwasher'],
  },
  {
    id: 10,
    address: 'Rua do Vale de Santo António 101',
    neighbourhood: 'Graça',
    bedrooms: 3,
    rent: 1550,
    rating: 2,
    availableFrom: '2026-11-20',
    amenities: ['Garden', 'Parking'],
  },
  {
    id: 11,
    address: 'Rua Ferreira Borges 70, 3º',
    neighbourhood: 'Campo de Ourique',
    bedrooms: 2,
    rent: 1720,
    rating: 5,
    availableFrom: '2027-01-05',
    amenities: ['Lift', 'Balcony', 'Dishwasher'],
  },
  {
    id: 12,
    address: 'Beco do Carneiro 5, 1º',
    neighbourhood: 'Alfama',
    bedrooms: 1,
    rent: 940,
    rating: 4,
    availableFrom: '2026-10-15',
    amenities: ['Bike storage'],
  },
];

const euros = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/** Formats a monthly rent. */
export function formatRent(value: number): string {
  return euros.format(value);
}

/** `YYYY-MM-DD` as a local date, so that no time zone shifts the day. */
export function localDate(value: string): Date {
  const [year, month, day] = value.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** The columns every demo of the page starts from; each demo changes the operators of one. */
export const rentalColumns: GridColDef<Rental>[] = [
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 200 },
  { field: 'neighbourhood', headerName: 'Neighbourhood', width: 150 },
  { field: 'bedrooms', headerName: 'Bedrooms', type: 'number', width: 100 },
  {
    field: 'rent',
    headerName: 'Rent',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => formatRent(value),
  },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  {
    field: 'availableFrom',
    headerName: 'Available from',
    type: 'date',
    width: 140,
    valueGetter: (value: string) => localDate(value),
  },
];
