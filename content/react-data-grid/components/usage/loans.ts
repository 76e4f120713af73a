import type { GridColDef } from '@mui/x-data-grid';

/** One loan of a public library's lending desk. */
export interface Loan {
  id: number;
  title: string;
  author: string;
  borrower: string;
  /** `YYYY-MM-DD`. */
  due: string;
  renewals: number;
  overdue: boolean;
}

export const loans: Loan[] = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    borrower: 'M. Okafor',
    due: '2026-04-02',
    renewals: 0,
    overdue: false,
  },
  {
    id: 2,
    title: 'Middlemarch',
    author: 'George Eliot',
    borrower: 'J. Lindqvist',
    due: '2026-03-18',
    renewals: 2,
    overdue: true,
  },
  {
    id: 3,
    title: 'The Periodic Table',
    author: 'Primo Levi',
    borrower: 'A. Haddad',
    due: '2026-04-09',
    renewals: 1,
    overdue: false,
  },
  {
    id: 4,
    title: 'Things Fall Apart',
    author: 'Chinua Achebe',
    borrower: 'S. Moreau',
    due: '2026-03-21',
    renewals: 0,
    overdue: true,
  },
  {
    id: 5,
    title: 'Kindred',
    author: 'Octavia E. Butler',
    borrower: 'M. Okafor',
    due: '2026-04-15',
    renewals: 0,
    overdue: false,
  },
  {
    id: 6,
    title: 'The Master and Margarita',
    author: 'Mikhail Bulgakov',
    borrower: 'T. Nakamura',
    due: '2026-04-01',
    renewals: 3,
    overdue: false,
  },
  {
    id: 7,
    title: 'Pedro Páramo',
    author: 'Juan Rulfo',
    borrower: 'J. Lindqvist',
    due: '2026-03-25',
    renewals: 1,
    overdue: true,
  },
  {
    id: 8,
    title: 'A Wizard of Earthsea',
    author: 'Ursula K. Le Guin',
    borrower: 'E. Brennan',
    due: '2026-04-11',
    renewals: 0,
    overdue: false,
  },
  {
    id: 9,
    title: 'Season of Migration to the North',
    author: 'Tayeb Salih',
    borrower: 'A. Haddad',
    due: '2026-04-06',
    renewals: 2,
    overdue: false,
  },
  {
    id: 10,
    title: 'The Remains of the Day',
    author: 'Kazuo Ishiguro',
    borrower: 'S. Moreau',
    due: '2026-03-29',
    renewals: 0,
    overdue: false,
  },
];

export const loanColumns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 170 },
  { field: 'borrower', headerName: 'Borrower', width: 120 },
  { field: 'due', headerName: 'Due', width: 110 },
  { field: 'renewals', headerName: 'Renewals', type: 'number', width: 100 },
  { field: 'overdue', headerName: 'Overdue', type: 'boolean', width: 100 },
];
