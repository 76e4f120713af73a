import type { GridColDef } from '@mui/x-data-grid-premium';

/** One order line of a mail-order plant nursery. */
export interface PlantOrder {
  id: number;
  plant: string;
  category: 'Indoor' | 'Outdoor' | 'Succulent' | 'Herb';
  region: 'North' | 'South' | 'East' | 'West';
  orderedOn: Date;
  quantity: number;
  /** Price of one plant, in euros. */
  unitPrice: number;
  giftWrapped: boolean;
  /** The customer's rating, from 1 to 5 stars; `null` until they rate the order. */
  rating: number | null;
}

type Line = [
  string,
  PlantOrder['category'],
  PlantOrder['region'],
  string,
  number,
  number,
  boolean,
  number | null,
];

const lines: Line[] = [
  ['Monstera', 'Indoor', 'North', '2025-03-02', 2, 34.5, true, 5],
  ['Lavender', 'Outdoor', 'South', '2025-03-04', 6, 6.9, false, 4],
  ['Aloe vera', 'Succulent', 'East', '2025-03-05', 3, 9.5, false, 4],
  ['Basil', 'Herb', 'West', '2025-03-07', 10, 3.2, false, 3],
  ['Fiddle-leaf fig', 'Indoor', 'South', '2025-03-09', 1, 59, true, 2],
  ['Rosemary', 'Herb', 'North', '2025-03-12', 4, 4.8, false, null],
  ['Olive tree', 'Outdoor', 'West', '2025-03-15', 1, 89, true, 5],
  ['Echeveria', 'Succulent', 'South', '2025-03-18', 8, 5.5, true, 5],
  ['Pothos', 'Indoor', 'East', '2025-03-21', 3, 14, false, 4],
  ['Hydrangea', 'Outdoor', 'North', '2025-03-24', 2, 24, false, 3],
  ['Mint', 'Herb', 'South', '2025-03-27', 6, 2.9, false, 4],
  ['Jade plant', 'Succulent', 'West', '2025-03-30', 2, 12.5, true, null],
  ['Snake plant', 'Indoor', 'North', '2025-04-02', 4, 19.9, false, 5],
  ['Boxwood', 'Outdoor', 'East', '2025-04-05', 12, 8.4, false, 3],
  ['Thyme', 'Herb', 'East', '2025-04-08', 5, 3.6, true, 5],
  ['Haworthia', 'Succulent', 'North', '2025-04-11', 6, 7.2, false, 4],
  ['Peace lily', 'Indoor', 'West', '2025-04-14', 2, 22, true, 4],
  ['Japanese maple', 'Outdoor', 'South', '2025-04-17', 1, 120, false, 5],
  ['Parsley', 'Herb', 'North', '2025-04-20', 8, 2.5, false, 2],
  ['String of pearls', 'Succulent', 'South', '2025-04-23', 3, 11, false, 3],
  ['Calathea', 'Indoor', 'East', '2025-04-26', 2, 27.5, false, 3],
  ['Clematis', 'Outdoor', 'West', '2025-04-29', 3, 16.5, true, 4],
];

export const plantOrders: PlantOrder[] = lines.map(
  ([plant, category, region, date, quantity, unitPrice, giftWrapped, rating], index) => ({
    id: index + 1,
    plant,
    category,
    region,
    orderedOn: new Date(`${date}T00:00:00`),
    quantity,
    unitPrice,
    giftWrapped,
    rating,
  }),
);

export const euro = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

/** The columns most demos start from; each demo adds or changes what it teaches. */
export const plantOrderColumns: GridColDef<PlantOrder>[] = [
  { field: 'plant', headerName: 'Plant', flex: 1, minWidth: 140 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'region', headerName: 'Region', width: 90 },
  { field: 'orderedOn', headerName: 'Ordered on', type: 'date', width: 120 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    valueFormatter: (value: number | null) => (value == null ? '' : euro.format(value)),
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 130,
    // Footer and group rows have no quantity of their own: no value rather than NaN.
    valueGetter: (_value, row) =>
      row.quantity == null || row.unitPrice == null ? undefined : row.quantity * row.unitPrice,
    valueFormatter: (value: number | null) => (value == null ? '' : euro.format(value)),
  },
  { field: 'giftWrapped', headerName: 'Gift wrap', type: 'boolean', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
];
