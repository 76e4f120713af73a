/** Entries of a city restaurant guide, as its editors keep them up to date. */
export type PriceLevel = 1 | 2 | 3 | 4;

export interface Restaurant {
  id: number;
  name: string;
  cuisine: string;
  district: string;
  /** Inspector's score, 0.5 to 5 in half stars. */
  rating: number;
  /** From 1 (cheap eats) to 4 (special occasion). */
  priceLevel: PriceLevel;
  /** Typical dining-room noise at dinner time, in decibels. */
  noise: number;
}

export const restaurants: Restaurant[] = [
  {
    id: 1,
    name: 'Tasca do Largo',
    cuisine: 'Portuguese',
    district: 'Old Town',
    rating: 4.5,
    priceLevel: 2,
    noise: 68,
  },
  {
    id: 2,
    name: 'Noodle Yard',
    cuisine: 'Sichuan',
    district: 'Harbour',
    rating: 4,
    priceLevel: 1,
    noise: 74,
  },
  {
    id: 3,
    name: 'Maison Verte',
    cuisine: 'French',
    district: 'Riverside',
    rating: 3.5,
    priceLevel: 4,
    noise: 55,
  },
  {
    id: 4,
    name: 'Little Beirut',
    cuisine: 'Lebanese',
    district: 'Market Square',
    rating: 5,
    priceLevel: 2,
    noise: 71,
  },
  {
    id: 5,
    name: 'Pizzeria Forno 900',
    cuisine: 'Neapolitan',
    district: 'Old Town',
    rating: 4,
    priceLevel: 1,
    noise: 78,
  },
  {
    id: 6,
    name: 'Saffron Room',
    cuisine: 'Persian',
    district: 'University',
    rating: 3,
    priceLevel: 3,
    noise: 60,
  },
  {
    id: 7,
    name: 'Kaiseki Hana',
    cuisine: 'Japanese',
    district: 'Riverside',
    rating: 4.5,
    priceLevel: 4,
    noise: 50,
  },
  {
    id: 8,
    name: 'The Smokehouse',
    cuisine: 'Barbecue',
    district: 'Harbour',
    rating: 2.5,
    priceLevel: 2,
    noise: 82,
  },
];

export const priceLevelLabels: Record<PriceLevel, string> = {
  1: 'Cheap eats',
  2: 'Moderate',
  3: 'Pricey',
  4: 'Special occasion',
};

/** How a noise level feels to a guest. */
export function describeNoise(decibels: number): string {
  if (decibels < 60) return 'Quiet';
  if (decibels < 70) return 'Conversational';
  if (decibels < 80) return 'Lively';
  return 'Loud';
}
