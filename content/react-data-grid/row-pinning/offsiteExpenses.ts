import type { GridColDef } from '@mui/x-data-grid-pro';

// Expense claims from a design team's three-day offsite in Lisbon.

export interface Expense {
  id: string;
  date?: Date;
  employee: string;
  category: 'Travel' | 'Lodging' | 'Meals' | 'Venue' | 'Supplies' | '';
  description: string;
  amount: number;
}

function expense(
  id: number,
  day: number,
  employee: string,
  category: Expense['category'],
  description: string,
  amount: number,
): Expense {
  return { id: `EXP-${id}`, date: new Date(2025, 5, day), employee, category, description, amount };
}

export const expenses: Expense[] = [
  expense(101, 2, 'Hana Kim', 'Travel', 'Flight Amsterdam–Lisbon', 186.4),
  expense(102, 2, 'Luca Moretti', 'Travel', 'Flight Milan–Lisbon', 142.9),
  expense(103, 2, 'Sipho Dlamini', 'Travel', 'Train and flight from Brussels', 231.15),
  expense(104, 2, 'Hana Kim', 'Lodging', 'Guesthouse in Alfama, 3 nights', 402),
  expense(105, 2, 'Luca Moretti', 'Lodging', 'Guesthouse in Alfama, 3 nights', 402),
  expense(106, 2, 'Sipho Dlamini', 'Lodging', 'Guesthouse in Alfama, 3 nights', 402),
  expense(107, 2, 'Ines Carvalho', 'Meals', 'Team dinner, first evening', 214.5),
  expense(108, 3, 'Ines Carvalho', 'Venue', 'Workshop room, two days', 780),
  expense(109, 3, 'Hana Kim', 'Supplies', 'Sticky notes, markers, paper rolls', 63.2),
  expense(110, 3, 'Luca Moretti', 'Meals', 'Lunch delivery for the workshop', 118.75),
  expense(111, 3, 'Sipho Dlamini', 'Travel', 'Taxi to the venue with equipment', 24.6),
  expense(112, 4, 'Ines Carvalho', 'Meals', 'Coffee and pastries', 46.3),
  expense(113, 4, 'Hana Kim', 'Supplies', 'Printing of journey maps', 89),
  expense(114, 4, 'Luca Moretti', 'Meals', 'Lunch delivery for the workshop', 121.4),
  expense(115, 5, 'Sipho Dlamini', 'Travel', 'Airport transfer for four', 38.5),
  expense(116, 5, 'Ines Carvalho', 'Travel', 'Train Lisbon–Porto', 32.8),
];

export const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

/** The columns most demos of this page start from. Pinned summary rows have no date. */
export const expenseColumns: GridColDef<Expense>[] = [
  {
    field: 'date',
    headerName: 'Date',
    type: 'date',
    width: 90,
    valueFormatter: (value?: Date) => (value ? dateFormat.format(value) : ''),
  },
  { field: 'employee', headerName: 'Employee', width: 130 },
  { field: 'category', headerName: 'Category', width: 100 },
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 220 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => euro.format(value),
  },
];

export function sumAmounts(list: readonly Expense[]): number {
  return list.reduce((sum, item) => sum + item.amount, 0);
}

/** A summary row for the pinned sections: no date, employee or category. */
export function summaryRow(id: string, description: string, amount: number): Expense {
  return { id, employee: '', category: '', description, amount };
}
