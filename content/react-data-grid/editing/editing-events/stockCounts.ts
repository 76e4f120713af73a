/** A cycle count in a warehouse: each bin's expected quantity, and what the counter found. */
export interface BinCount {
  id: string; // the bin's location code
  item: string;
  expected: number;
  counted: number | null; // null until the bin has been counted
  counter: string;
}

export const binCounts: BinCount[] = [
  { id: 'A-01-2', item: 'Pallet wrap, 500 mm', expected: 40, counted: 38, counter: 'Sam Okafor' },
  { id: 'A-01-3', item: 'Packing tape, brown', expected: 120, counted: 120, counter: 'Sam Okafor' },
  {
    id: 'A-02-1',
    item: 'Cardboard box, size 3',
    expected: 300,
    counted: null,
    counter: 'Lea Brandt',
  },
  { id: 'B-04-2', item: 'Bubble mailer, C4', expected: 450, counted: 445, counter: 'Lea Brandt' },
  {
    id: 'B-05-1',
    item: 'Label roll, 100 × 150 mm',
    expected: 64,
    counted: null,
    counter: 'Yusuf Demir',
  },
  { id: 'C-01-4', item: 'Strapping buckles', expected: 1000, counted: 980, counter: 'Yusuf Demir' },
];
