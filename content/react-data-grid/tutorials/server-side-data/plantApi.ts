/** A plant in the catalogue of a garden nursery. */
export interface Plant {
  id: number;
  name: string;
  family: string;
  height: number;
  price: number;
}

const NAMES = [
  'Lavender',
  'Rosemary',
  'Hosta',
  'Foxglove',
  'Japanese maple',
  'Boxwood',
  'Hydrangea',
  'Peony',
  'Fern',
  'Agapanthus',
  'Clematis',
  'Heuchera',
];
const FAMILIES = ['Lamiaceae', 'Asparagaceae', 'Plantaginaceae', 'Sapindaceae', 'Buxaceae'];
const VARIETIES = ['Blue', 'Dwarf', 'Giant', 'Silver', 'Early', 'Scented'];

const PLANTS: Plant[] = Array.from({ length: 72 }, (_, index) => ({
  id: index + 1,
  name: `${NAMES[index % NAMES.length]} '${VARIETIES[Math.floor(index / NAMES.length)]}'`,
  family: FAMILIES[(index * 3) % FAMILIES.length],
  height: 15 + ((index * 29) % 180),
  price: 4.5 + ((index * 7) % 40),
}));

/** What `GET /api/plants` returns. */
export interface PlantPage {
  data: Plant[];
  total: number;
}

/** Set to `true` to make the API answer 500 until it is set back. */
export const apiSwitches = { failing: false };

/**
 * A fake REST endpoint that stands in for `fetch('/api/plants?…')`. It understands:
 * `page` (from 1) and `pageSize`, `sort` (a field) and `order` (`asc` or `desc`),
 * and `<field>_like` (the field contains the text, ignoring case). It answers after 500 ms and
 * never touches the network.
 */
export function getPlants(url: string): Promise<PlantPage> {
  const query = new URL(url, 'https://nursery.example').searchParams;
  const failing = apiSwitches.failing;
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (failing) {
        reject(new Error('GET /api/plants failed with 500 Internal Server Error.'));
        return;
      }
      let rows = PLANTS.filter((plant) =>
        [...query.entries()]
          .filter(([key]) => key.endsWith('_like'))
          .every(([key, value]) =>
            String(plant[key.replace(/_like$/, '') as keyof Plant])
              .toLowerCase()
              .includes(value.toLowerCase()),
          ),
      );
      const sort = query.get('sort') as keyof Plant | null;
      if (sort) {
        const direction = query.get('order') === 'desc' ? -1 : 1;
        rows = [...rows].sort(
          (a, b) => (a[sort] < b[sort] ? -1 : a[sort] > b[sort] ? 1 : 0) * direction,
        );
      }
      const page = Number(query.get('page') ?? 1);
      const pageSize = Number(query.get('pageSize') ?? 10);
      resolve({ data: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length });
    }, 500);
  });
}
