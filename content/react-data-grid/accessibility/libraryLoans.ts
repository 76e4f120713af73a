import type { GridColDef } from '@mui/x-data-grid';

/** A book on loan from a city library network. */
export interface LibraryLoan {
  id: number;
  title: string;
  author: string;
  borrower: string;
  branch: 'Central' | 'Harbour' | 'Hillside' | 'Riverside';
  /** ISO date (yyyy-mm-dd) the book is due back. */
  due: string;
  status: 'On loan' | 'Overdue' | 'Renewed' | 'Reserved';
}

export const libraryLoans: LibraryLoan[] = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    borrower: 'Noor Haddad',
    branch: 'Central',
    due: '2026-12-02',
    status: 'On loan',
  },
  {
    id: 2,
    title: 'Things Fall Apart',
    author: 'Chinua Achebe',
    borrower: 'Pieter de Vries',
    branch: 'Harbour',
    due: '2026-11-20',
    status: 'Overdue',
  },
  {
    id: 3,
    title: 'Pedro Páramo',
    author: 'Juan Rulfo',
    borrower: 'Aiko Tanaka',
    branch: 'Hillside',
    due: '2026-12-09',
    status: 'Renewed',
  },
  {
    id: 4,
    title: 'The Remains of the Day',
    author: 'Kazuo Ishiguro',
    borrower: 'Sam O’Connell',
    branch: 'Central',
    due: '2026-12-04',
    status: 'On loan',
  },
  {
    id: 5,
    title: 'Season of Migration to the North',
    author: 'Tayeb Salih',
    borrower: 'Lena Fischer',
    branch: 'Riverside',
    due: '2026-11-18',
    status: 'Overdue',
  },
  {
    id: 6,
    title: 'The Master and Margarita',
    author: 'Mikhail Bulgakov',
    borrower: 'Mateus Costa',
    branch: 'Harbour',
    due: '2026-12-11',
    status: 'Reserved',
  },
  {
    id: 7,
    title: 'Beloved',
    author: 'Toni Morrison',
    borrower: 'Grace Mensah',
    branch: 'Central',
    due: '2026-12-01',
    status: 'On loan',
  },
  {
    id: 8,
    title: 'Kitchen',
    author: 'Banana Yoshimoto',
    borrower: 'Oskar Nilsson',
    branch: 'Hillside',
    due: '2026-12-15',
    status: 'Renewed',
  },
  {
    id: 9,
    title: 'One Hundred Years of Solitude',
    author: 'Gabriel García Márquez',
    borrower: 'Priya Raman',
    branch: 'Riverside',
    due: '2026-11-29',
    status: 'On loan',
  },
  {
    id: 10,
    title: 'The Hour of the Star',
    author: 'Clarice Lispector',
    borrower: 'Tom Walsh',
    branch: 'Central',
    due: '2026-11-22',
    status: 'Overdue',
  },
  {
    id: 11,
    title: 'Never Let Me Go',
    author: 'Kazuo Ishiguro',
    borrower: 'Yara Nascimento',
    branch: 'Harbour',
    due: '2026-12-06',
    status: 'On loan',
  },
  {
    id: 12,
    title: 'Half of a Yellow Sun',
    author: 'Chimamanda Ngozi Adichie',
    borrower: 'Jonas Berg',
    branch: 'Riverside',
    due: '2026-12-13',
    status: 'Reserved',
  },
  {
    id: 13,
    title: 'The Book of Disquiet',
    author: 'Fernando Pessoa',
    borrower: 'Mina Park',
    branch: 'Hillside',
    due: '2026-12-03',
    status: 'On loan',
  },
  {
    id: 14,
    title: 'Wide Sargasso Sea',
    author: 'Jean Rhys',
    borrower: 'Carlos Ibáñez',
    branch: 'Central',
    due: '2026-12-08',
    status: 'Renewed',
  },
];

/** Parses the ISO due date as a local date for the `date` column type. */
function parseDue(value: string): Date {
  const [year, month, day] = value.split('-').map(Number);
  return new Date(year, month - 1, day);
}

export const loanColumns: GridColDef<LibraryLoan>[] = [
  { field: 'title', headerName: 'Title', flex: 1.4, minWidth: 190 },
  { field: 'author', headerName: 'Author', flex: 1, minWidth: 160 },
  { field: 'borrower', headerName: 'Borrower', width: 150, editable: true },
  {
    field: 'branch',
    headerName: 'Branch',
    width: 120,
    type: 'singleSelect',
    valueOptions: ['Central', 'Harbour', 'Hillside', 'Riverside'],
    editable: true,
  },
  {
    field: 'due',
    headerName: 'Due back',
    type: 'date',
    width: 120,
    valueGetter: (value: string) => parseDue(value),
  },
  { field: 'status', headerName: 'Status', width: 110 },
];
