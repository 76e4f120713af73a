import type { GridColDef } from '@mui/x-data-grid-premium';

export const months = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;
export type Month = (typeof months)[number];

/** Average rainfall of a city, in millimetres per month, over a thirty-year period. */
export type CityRainfall = { id: string; city: string } & Record<Month, number>;

function city(name: string, values: number[]): CityRainfall {
  const row = { id: name.toLowerCase(), city: name } as CityRainfall;
  months.forEach((month, index) => {
    row[month] = values[index];
  });
  return row;
}

export const rainfall: CityRainfall[] = [
  city('Bergen', [190, 152, 170, 114, 106, 132, 148, 190, 283, 271, 259, 235]),
  city('London', [55, 41, 42, 44, 49, 45, 45, 50, 49, 69, 59, 55]),
  city('Madrid', [33, 35, 25, 45, 44, 22, 11, 11, 22, 61, 56, 45]),
  city('Mumbai', [1, 0, 0, 1, 12, 580, 840, 530, 310, 73, 10, 2]),
  city('Singapore', [242, 114, 171, 160, 160, 150, 158, 175, 170, 194, 256, 288]),
  city('Cairo', [5, 4, 3, 1, 0, 0, 0, 0, 0, 1, 3, 5]),
  city('Sydney', [91, 131, 117, 115, 100, 142, 80, 80, 68, 77, 84, 77]),
  city('Reykjavík', [89, 64, 62, 56, 44, 50, 52, 62, 67, 86, 73, 79]),
];

/** The city, then one narrow number column per month. */
export const rainfallColumns: GridColDef<CityRainfall>[] = [
  { field: 'city', headerName: 'City', width: 120 },
  ...months.map(
    (month): GridColDef<CityRainfall> => ({
      field: month,
      headerName: month.charAt(0).toUpperCase() + month.slice(1),
      type: 'number',
      width: 70,
      sortable: false,
    }),
  ),
];
