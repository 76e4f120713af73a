import type { GridColDef } from '@mui/x-data-grid';

/** One line of the statement of a café's business current account. */
export interface Transaction {
  id: number;
  /** `YYYY-MM-DD` */
  date: string;
  description: string;
  category: 'Sales' | 'Supplies' | 'Rent' | 'Wages' | 'Utilities' | 'Equipment';
  /** Positive for money in, negative for money out, in euros. */
  amount: number;
}

const payees: Record<Transaction['category'], string[]> = {
  Sales: ['Card takings', 'Catering order, Studio Nord', 'Card takings', 'Online orders payout'],
  Supplies: ['Roastery Kovač', 'Dairy farm Horvat', 'Bakery Lipa', 'Cleaning supplies'],
  Rent: ['Rent, Ulica Kralja 14'],
  Wages: ['Payroll'],
  Utilities: ['Electricity', 'Water', 'Internet and phone'],
  Equipment: ['Espresso machine service', 'Grinder burrs', 'Dishwasher repair'],
};

const categories = Object.keys(payees) as Transaction['category'][];

/** The usual size of an amount in each category, in euros. */
const magnitude: Record<Transaction['category'], number> = {
  Sales: 900,
  Supplies: 400,
  Rent: 2200,
  Wages: 3100,
  Utilities: 180,
  Equipment: 350,
};

// A small deterministic generator, so every reader sees the same statement.
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** `count` transactions, one or two a day from 1 March 2026, the oldest first. */
export function createTransactions(count: number): Transaction[] {
  const random = seededRandom(7);
  const start = Date.UTC(2026, 2, 1);
  return Array.from({ length: count }, (_, index) => {
    const category =
      random() < 0.45 ? 'Sales' : categories[1 + Math.floor(random() * (categories.length - 1))];
    const names = payees[category];
    const amount = Math.round(magnitude[category] * (0.6 + random() * 0.8) * 100) / 100;
    return {
      id: index + 1,
      date: new Date(start + Math.floor(index * 0.6) * 86_400_000).toISOString().slice(0, 10),
      description: names[Math.floor(random() * names.length)],
      category,
      amount: category === 'Sales' ? amount : -amount,
    };
  });
}

export const euroFormatter = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

export const transactionColumns: GridColDef<Transaction>[] = [
  { field: 'id', headerName: 'No.', type: 'number', width: 70 },
  { field: 'date', headerName: 'Date', width: 110 },
  { field: 'description', headerName: 'Description', width: 230 },
  { field: 'category', headerName: 'Category', width: 110 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => euroFormatter.format(value),
  },
];
