import type { GridColDef } from '@mui/x-data-grid';

/** One part stocked by a bicycle repair shop. */
export type BikePart = {
  id: string;
  part: string;
  category: 'Drivetrain' | 'Brakes' | 'Wheels' | 'Cockpit' | 'Accessories';
  supplier: string;
  inStock: number;
  /** Below this many units, the part has to be reordered. */
  reorderAt: number;
  unitPrice: number;
  /** Net change of the stock over each of the last four weeks (sales and returns). */
  week1: number;
  week2: number;
  week3: number;
  week4: number;
  discontinued: boolean;
};

export const bikeParts: BikePart[] = [
  {
    id: 'CH-118',
    part: 'Chain, 11-speed',
    category: 'Drivetrain',
    supplier: 'Velotrade',
    inStock: 24,
    reorderAt: 10,
    unitPrice: 32.5,
    week1: -6,
    week2: -4,
    week3: 12,
    week4: -5,
    discontinued: false,
  },
  {
    id: 'CS-105',
    part: 'Cassette 11–32',
    category: 'Drivetrain',
    supplier: 'Velotrade',
    inStock: 3,
    reorderAt: 5,
    unitPrice: 64,
    week1: -2,
    week2: -1,
    week3: 0,
    week4: -3,
    discontinued: false,
  },
  {
    id: 'BP-210',
    part: 'Disc brake pads',
    category: 'Brakes',
    supplier: 'Stopwell',
    inStock: 58,
    reorderAt: 20,
    unitPrice: 14.9,
    week1: -12,
    week2: 30,
    week3: -9,
    week4: -11,
    discontinued: false,
  },
  {
    id: 'BR-160',
    part: 'Brake rotor 160 mm',
    category: 'Brakes',
    supplier: 'Stopwell',
    inStock: 0,
    reorderAt: 6,
    unitPrice: 27,
    week1: -3,
    week2: -2,
    week3: -1,
    week4: 0,
    discontinued: false,
  },
  {
    id: 'BC-002',
    part: 'Brake cable set',
    category: 'Brakes',
    supplier: 'Cablo',
    inStock: 7,
    reorderAt: 8,
    unitPrice: 9.5,
    week1: -1,
    week2: -2,
    week3: 0,
    week4: -1,
    discontinued: true,
  },
  {
    id: 'TU-700',
    part: 'Inner tube 700×28',
    category: 'Wheels',
    supplier: 'Rolla',
    inStock: 112,
    reorderAt: 40,
    unitPrice: 6.2,
    week1: -18,
    week2: -22,
    week3: 60,
    week4: -15,
    discontinued: false,
  },
  {
    id: 'TY-728',
    part: 'Tyre 700×28, puncture-proof',
    category: 'Wheels',
    supplier: 'Rolla',
    inStock: 16,
    reorderAt: 12,
    unitPrice: 41,
    week1: -4,
    week2: -3,
    week3: -2,
    week4: 8,
    discontinued: false,
  },
  {
    id: 'SP-290',
    part: 'Spokes, box of 36',
    category: 'Wheels',
    supplier: 'Rolla',
    inStock: 4,
    reorderAt: 4,
    unitPrice: 18,
    week1: 0,
    week2: -1,
    week3: 0,
    week4: 0,
    discontinued: false,
  },
  {
    id: 'GR-030',
    part: 'Ergonomic grips',
    category: 'Cockpit',
    supplier: 'Handl',
    inStock: 31,
    reorderAt: 10,
    unitPrice: 22,
    week1: -2,
    week2: -5,
    week3: -1,
    week4: -3,
    discontinued: false,
  },
  {
    id: 'BT-015',
    part: 'Bar tape, cork',
    category: 'Cockpit',
    supplier: 'Handl',
    inStock: 0,
    reorderAt: 5,
    unitPrice: 15.5,
    week1: -2,
    week2: 0,
    week3: 0,
    week4: 0,
    discontinued: true,
  },
  {
    id: 'LT-400',
    part: 'Front light 400 lm',
    category: 'Accessories',
    supplier: 'Brightway',
    inStock: 9,
    reorderAt: 6,
    unitPrice: 38,
    week1: -3,
    week2: 10,
    week3: -4,
    week4: -2,
    discontinued: false,
  },
  {
    id: 'LK-090',
    part: 'D-lock',
    category: 'Accessories',
    supplier: 'Brightway',
    inStock: 14,
    reorderAt: 5,
    unitPrice: 49,
    week1: -1,
    week2: -2,
    week3: -1,
    week4: 0,
    discontinued: false,
  },
];

export type StockLevel = 'out' | 'low' | 'ok';

/** Out of stock at zero, low at or under the reorder level, fine above it. */
export function stockLevel(part: Pick<BikePart, 'inStock' | 'reorderAt'>): StockLevel {
  if (part.inStock === 0) {
    return 'out';
  }
  return part.inStock <= part.reorderAt ? 'low' : 'ok';
}

export const stockLevelLabels: Record<StockLevel, string> = {
  out: 'Out of stock',
  low: 'Reorder',
  ok: 'In stock',
};

const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

/** The columns most demos of the page share; each demo adds its own styling options. */
export const partColumns: GridColDef<BikePart>[] = [
  { field: 'id', headerName: 'SKU', width: 90 },
  { field: 'part', headerName: 'Part', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 90 },
  { field: 'reorderAt', headerName: 'Reorder at', type: 'number', width: 100 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => euros.format(value),
  },
];
