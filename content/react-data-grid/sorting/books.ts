import type { GridColDef } from '@mui/x-data-grid';

/** A title in the catalogue of a small independent bookshop. */
export interface Book {
  id: number;
  title: string;
  author: string;
  genre: 'Fiction' | 'Crime' | 'History' | 'Science' | 'Poetry' | 'Travel';
  /** Year of first publication. */
  published: number;
  pages: number;
  /** Shop price in pounds. */
  price: number;
  /** Average reader rating out of 5, or `null` while a book has no reviews yet. */
  rating: number | null;
  /** Where the book stands: a bay letter and a shelf number, as `C-12`. */
  shelf: string;
  stock: number;
}

export const books: Book[] = [
  { id: 1, title: 'The Salt Road', author: 'Mira Okafor', genre: 'Fiction', published: 2019, pages: 412, price: 9.99, rating: 4.4, shelf: 'F-12', stock: 7 },
  { id: 2, title: 'A Winter in Tromsø', author: 'Jonas Berg', genre: 'Travel', published: 2021, pages: 288, price: 14.5, rating: 4.1, shelf: 'T-3', stock: 2 },
  { id: 3, title: 'Murder at Low Tide', author: 'Harriet Quayle', genre: 'Crime', published: 2016, pages: 352, price: 8.99, rating: 3.9, shelf: 'C-4', stock: 11 },
  { id: 4, title: 'The Clockmakers of Prague', author: 'Tomasz Nowak', genre: 'History', published: 2012, pages: 520, price: 18, rating: 4.6, shelf: 'H-10', stock: 3 },
  { id: 5, title: 'Small Gods of the Deep Sea', author: 'Ana Ribeiro', genre: 'Science', published: 2023, pages: 304, price: 20, rating: null, shelf: 'S-2', stock: 5 },
  { id: 6, title: 'Ledger of Crows', author: 'Harriet Quayle', genre: 'Crime', published: 2022, pages: 368, price: 9.99, rating: 4.2, shelf: 'C-12', stock: 6 },
  { id: 7, title: 'Rain Psalms', author: 'Idris Mensah', genre: 'Poetry', published: 2018, pages: 96, price: 10, rating: 4.8, shelf: 'P-1', stock: 1 },
  { id: 8, title: 'The Cartographer’s Daughter', author: 'Elena Vasquez', genre: 'Fiction', published: 2014, pages: 448, price: 8.99, rating: 4.0, shelf: 'F-2', stock: 9 },
  { id: 9, title: 'Empire of Tea', author: 'Priya Raman', genre: 'History', published: 2020, pages: 392, price: 16.99, rating: 4.3, shelf: 'H-3', stock: 4 },
  { id: 10, title: 'How Stars Die', author: 'Felix Adler', genre: 'Science', published: 2017, pages: 256, price: 12.99, rating: 3.7, shelf: 'S-11', stock: 0 },
  { id: 11, title: 'The Quiet Lighthouse', author: 'Mira Okafor', genre: 'Fiction', published: 2024, pages: 336, price: 16.99, rating: null, shelf: 'F-9', stock: 12 },
  { id: 12, title: 'Walking the Silk Roads', author: 'Oskar Lindgren', genre: 'Travel', published: 2015, pages: 310, price: 12.99, rating: 4.5, shelf: 'T-10', stock: 2 },
  { id: 13, title: 'Seven Bridges', author: 'Elena Vasquez', genre: 'Crime', published: 2021, pages: 304, price: 8.99, rating: 3.6, shelf: 'C-7', stock: 8 },
  { id: 14, title: 'A Short History of Salt', author: 'Priya Raman', genre: 'History', published: 2011, pages: 284, price: 10.99, rating: 4.1, shelf: 'H-1', stock: 5 },
  { id: 15, title: 'Notes from the Tideline', author: 'Idris Mensah', genre: 'Poetry', published: 2023, pages: 112, price: 11, rating: null, shelf: 'P-4', stock: 3 },
  { id: 16, title: 'The Mathematics of Bees', author: 'Felix Adler', genre: 'Science', published: 2022, pages: 272, price: 14.99, rating: 4.7, shelf: 'S-5', stock: 6 },
  { id: 17, title: 'Glass Harbour', author: 'Jonas Berg', genre: 'Fiction', published: 2010, pages: 376, price: 7.99, rating: 3.8, shelf: 'F-21', stock: 4 },
  { id: 18, title: 'Night Train to Lviv', author: 'Tomasz Nowak', genre: 'Travel', published: 2019, pages: 240, price: 13.5, rating: 4.0, shelf: 'T-1', stock: 0 },
];

export const priceFormatter = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** The columns most demos of the page share. */
export const bookColumns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', width: 230 },
  { field: 'author', headerName: 'Author', width: 150 },
  { field: 'genre', headerName: 'Genre', width: 100 },
  { field: 'published', headerName: 'Published', type: 'number', width: 105, valueFormatter: (value: number) => String(value) },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => priceFormatter.format(value),
  },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 90,
    valueFormatter: (value: number | null) => (value == null ? 'No reviews' : value.toFixed(1)),
  },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 95 },
];
