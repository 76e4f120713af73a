import type { GridColDef } from '@mui/x-data-grid';

/** A title in the catalogue of a small independent bookshop. */
export interface Book {
  id: number;
  title: string;
  author: string;
  genre: 'Fiction' | 'Science fiction' | 'Crime' | 'History' | 'Science' | 'Poetry';
  year: number;
  isbn: string;
  /** The shelf the book stands on, for staff only. */
  shelf: string;
}

export const books: Book[] = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    genre: 'Science fiction',
    year: 1969,
    isbn: '978-0-441-47812-5',
    shelf: 'B4',
  },
  {
    id: 2,
    title: 'One Hundred Years of Solitude',
    author: 'Gabriel García Márquez',
    genre: 'Fiction',
    year: 1967,
    isbn: '978-0-06-088328-7',
    shelf: 'A2',
  },
  {
    id: 3,
    title: 'The Murder of Roger Ackroyd',
    author: 'Agatha Christie',
    genre: 'Crime',
    year: 1926,
    isbn: '978-0-06-207348-8',
    shelf: 'C1',
  },
  {
    id: 4,
    title: 'A Brief History of Time',
    author: 'Stephen Hawking',
    genre: 'Science',
    year: 1988,
    isbn: '978-0-553-38016-3',
    shelf: 'D3',
  },
  {
    id: 5,
    title: 'The Dispossessed',
    author: 'Ursula K. Le Guin',
    genre: 'Science fiction',
    year: 1974,
    isbn: '978-0-06-051275-0',
    shelf: 'B4',
  },
  {
    id: 6,
    title: 'The Guns of August',
    author: 'Barbara W. Tuchman',
    genre: 'History',
    year: 1962,
    isbn: '978-0-345-47609-8',
    shelf: 'D1',
  },
  {
    id: 7,
    title: 'Beloved',
    author: 'Toni Morrison',
    genre: 'Fiction',
    year: 1987,
    isbn: '978-1-4000-3341-6',
    shelf: 'A3',
  },
  {
    id: 8,
    title: 'The Big Sleep',
    author: 'Raymond Chandler',
    genre: 'Crime',
    year: 1939,
    isbn: '978-0-394-75828-5',
    shelf: 'C1',
  },
  {
    id: 9,
    title: 'Ariel',
    author: 'Sylvia Plath',
    genre: 'Poetry',
    year: 1965,
    isbn: '978-0-06-093172-8',
    shelf: 'E1',
  },
  {
    id: 10,
    title: 'Kindred',
    author: 'Octavia E. Butler',
    genre: 'Science fiction',
    year: 1979,
    isbn: '978-0-8070-8305-0',
    shelf: 'B2',
  },
  {
    id: 11,
    title: 'The Double Helix',
    author: 'James D. Watson',
    genre: 'Science',
    year: 1968,
    isbn: '978-0-7432-1630-2',
    shelf: 'D3',
  },
  {
    id: 12,
    title: 'Love in the Time of Cholera',
    author: 'Gabriel García Márquez',
    genre: 'Fiction',
    year: 1985,
    isbn: '978-0-307-38973-2',
    shelf: 'A2',
  },
  {
    id: 13,
    title: 'The Daughter of Time',
    author: 'Josephine Tey',
    genre: 'Crime',
    year: 1951,
    isbn: '978-0-684-80386-8',
    shelf: 'C2',
  },
  {
    id: 14,
    title: 'SPQR',
    author: 'Mary Beard',
    genre: 'History',
    year: 2015,
    isbn: '978-1-63149-222-8',
    shelf: 'D1',
  },
  {
    id: 15,
    title: 'Parable of the Sower',
    author: 'Octavia E. Butler',
    genre: 'Science fiction',
    year: 1993,
    isbn: '978-1-53871-941-5',
    shelf: 'B2',
  },
  {
    id: 16,
    title: 'Leaves of Grass',
    author: 'Walt Whitman',
    genre: 'Poetry',
    year: 1855,
    isbn: '978-0-486-45676-1',
    shelf: 'E1',
  },
];

/** The catalogue columns. The year shows as a plain number, without a thousands separator. */
export const bookColumns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 220 },
  { field: 'author', headerName: 'Author', width: 190 },
  {
    field: 'genre',
    headerName: 'Genre',
    type: 'singleSelect',
    valueOptions: ['Fiction', 'Science fiction', 'Crime', 'History', 'Science', 'Poetry'],
    width: 140,
  },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'isbn', headerName: 'ISBN', width: 170 },
  { field: 'shelf', headerName: 'Shelf', width: 80 },
];
