/** The stock list of a small independent bookshop, shared by the demos of the editing overview. */
export type BookFormat = 'Hardcover' | 'Paperback' | 'Audiobook';

export interface Book {
  id: number;
  title: string;
  author: string;
  format: BookFormat;
  /** Shop price in euros. */
  price: number;
  /** Copies on the shelves and in the back room. */
  stock: number;
  published: Date;
  /** `false` once the publisher has stopped printing the book: the shop sells what it has left. */
  inPrint: boolean;
}

export const bookFormats: BookFormat[] = ['Hardcover', 'Paperback', 'Audiobook'];

export const books: Book[] = [
  {
    id: 1,
    title: 'The Salt Road',
    author: 'Inês Carvalho',
    format: 'Paperback',
    price: 12.5,
    stock: 14,
    published: new Date(2019, 3, 11),
    inPrint: true,
  },
  {
    id: 2,
    title: 'Winter Orchard',
    author: 'Tomasz Wójcik',
    format: 'Hardcover',
    price: 24,
    stock: 3,
    published: new Date(2022, 9, 6),
    inPrint: true,
  },
  {
    id: 3,
    title: 'A Field Guide to Lichens',
    author: 'Maren Solberg',
    format: 'Paperback',
    price: 18.9,
    stock: 7,
    published: new Date(2016, 5, 2),
    inPrint: false,
  },
  {
    id: 4,
    title: 'Night Ferry to Tallinn',
    author: 'Kaspar Rebane',
    format: 'Audiobook',
    price: 15,
    stock: 0,
    published: new Date(2023, 1, 20),
    inPrint: true,
  },
  {
    id: 5,
    title: 'The Lighthouse Accounts',
    author: 'Ruth Ellery',
    format: 'Hardcover',
    price: 27.5,
    stock: 5,
    published: new Date(2021, 10, 15),
    inPrint: true,
  },
  {
    id: 6,
    title: 'Bread and Stone',
    author: 'Lucía Ferrer',
    format: 'Paperback',
    price: 10.99,
    stock: 22,
    published: new Date(2014, 7, 30),
    inPrint: false,
  },
  {
    id: 7,
    title: 'Small Engines',
    author: 'Dev Raman',
    format: 'Paperback',
    price: 13.5,
    stock: 9,
    published: new Date(2020, 0, 8),
    inPrint: true,
  },
  {
    id: 8,
    title: 'Counting Swallows',
    author: 'Aoife Brennan',
    format: 'Hardcover',
    price: 21,
    stock: 2,
    published: new Date(2024, 3, 4),
    inPrint: true,
  },
  {
    id: 9,
    title: 'The Quiet Cartographer',
    author: 'Henrik Lund',
    format: 'Audiobook',
    price: 19.5,
    stock: 11,
    published: new Date(2018, 8, 17),
    inPrint: false,
  },
  {
    id: 10,
    title: 'Tides of Marrow Bay',
    author: 'Nkechi Obi',
    format: 'Paperback',
    price: 11.25,
    stock: 16,
    published: new Date(2021, 4, 23),
    inPrint: true,
  },
];
