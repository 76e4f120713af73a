import type { GridColDef } from '@mui/x-data-grid-premium';

/** One claim of a team's expense report for a trade fair in Lyon. */
export type Expense = {
  id: number;
  date: string;
  description: string;
  category: string;
  amount: number;
  reimbursed: boolean;
};

export const categories = ['Travel', 'Lodging', 'Meals', 'Booth', 'Other'];

export const expenses: Expense[] = [
  {
    id: 1,
    date: '2026-03-02',
    description: 'Train Paris–Lyon',
    category: 'Travel',
    amount: 86,
    reimbursed: true,
  },
  {
    id: 2,
    date: '2026-03-02',
    description: 'Hotel, three nights',
    category: 'Lodging',
    amount: 375,
    reimbursed: false,
  },
  {
    id: 3,
    date: '2026-03-02',
    description: 'Taxi to the fair',
    category: 'Travel',
    amount: 24,
    reimbursed: false,
  },
  {
    id: 4,
    date: '2026-03-03',
    description: 'Banner printing',
    category: 'Booth',
    amount: 140,
    reimbursed: true,
  },
  {
    id: 5,
    date: '2026-03-03',
    description: 'Lunch with a supplier',
    category: 'Meals',
    amount: 58,
    reimbursed: false,
  },
  {
    id: 6,
    date: '2026-03-04',
    description: 'Extension cables',
    category: 'Booth',
    amount: 19,
    reimbursed: false,
  },
  {
    id: 7,
    date: '2026-03-04',
    description: 'Team dinner',
    category: 'Meals',
    amount: 212,
    reimbursed: false,
  },
  {
    id: 8,
    date: '2026-03-05',
    description: 'Train Lyon–Paris',
    category: 'Travel',
    amount: 86,
    reimbursed: false,
  },
];

export const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

/** Every column but the date can be edited. */
export const expenseColumns: GridColDef<Expense>[] = [
  { field: 'date', headerName: 'Date', width: 110 },
  { field: 'description', headerName: 'Description', width: 200, editable: true },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: categories,
    width: 120,
    editable: true,
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 110,
    editable: true,
    valueFormatter: (value: number) => euros.format(value),
  },
  { field: 'reimbursed', headerName: 'Reimbursed', type: 'boolean', width: 110, editable: true },
];
