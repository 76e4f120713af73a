import type { GridColDef } from '@mui/x-data-grid';

/** One product line stocked in a warehouse. */
export interface StockItem {
  id: string;
  product: string;
  category: string;
  aisle: string;
  onHand: number;
  reorderAt: number;
  unitPrice: number;
}

const catalogue: [string, string, number][] = [
  ['Oat flakes 1 kg', 'Dry goods', 3.2],
  ['Basmati rice 5 kg', 'Dry goods', 11.5],
  ['Olive oil 750 ml', 'Oils', 8.9],
  ['Sunflower oil 1 l', 'Oils', 3.4],
  ['Chickpeas 400 g', 'Tins', 0.95],
  ['Chopped tomatoes 400 g', 'Tins', 0.85],
  ['Espresso beans 1 kg', 'Coffee and tea', 17.9],
  ['Green tea, 80 bags', 'Coffee and tea', 4.6],
  ['Dark chocolate 100 g', 'Snacks', 2.1],
  ['Salted almonds 200 g', 'Snacks', 3.8],
  ['Sparkling water 6 × 1.5 l', 'Drinks', 3.6],
  ['Apple juice 1 l', 'Drinks', 1.9],
  ['Dish soap 500 ml', 'Household', 2.4],
  ['Paper towels, 4 rolls', 'Household', 4.2],
  ['Laundry powder 3 kg', 'Household', 9.7],
  ['Toothpaste 75 ml', 'Personal care', 2.3],
  ['Shampoo 400 ml', 'Personal care', 4.9],
  ['Cat food 12 × 85 g', 'Pets', 6.5],
  ['Dog biscuits 1 kg', 'Pets', 5.2],
  ['Spaghetti 500 g', 'Dry goods', 1.3],
];

/**
 * `count` stock lines: the catalogue repeated across warehouse zones, with quantities from a
 * fixed formula so that every visit shows the same numbers.
 */
export function createStock(count: number): StockItem[] {
  return Array.from({ length: count }, (_, index) => {
    const [product, category, unitPrice] = catalogue[index % catalogue.length];
    const zone = String.fromCharCode(65 + (Math.floor(index / catalogue.length) % 26));
    return {
      id: `SKU-${String(index + 1).padStart(5, '0')}`,
      product,
      category,
      aisle: `${zone}${(index % 12) + 1}`,
      onHand: (index * 37) % 240,
      reorderAt: 20 + ((index * 11) % 40),
      unitPrice,
    };
  });
}

const currency = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

export const stockColumns: GridColDef<StockItem>[] = [
  { field: 'id', headerName: 'SKU', width: 110 },
  { field: 'product', headerName: 'Product', width: 200 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'aisle', headerName: 'Aisle', width: 80 },
  { field: 'onHand', headerName: 'On hand', type: 'number', width: 100 },
  { field: 'reorderAt', headerName: 'Reorder at', type: 'number', width: 110 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => currency.format(value),
  },
];
