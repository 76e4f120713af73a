import type { GridSortModel } from '@mui/x-data-grid';
import { books, type Book } from './books';

/** How the fake server describes a sort model, as its query would. */
export function describeQuery(sortModel: GridSortModel): string {
  const order = sortModel
    .filter((item) => item.sort)
    .map((item) => `${item.field} ${item.sort!.toUpperCase()}`)
    .join(', ');
  return `SELECT * FROM books${order ? ` ORDER BY ${order}` : ''}`;
}

/**
 * A stand-in for the shop's catalogue service: it sorts on its side, by any number of fields,
 * and answers after 600 ms. Missing values (books without a rating) sort last, as in many databases.
 */
export function fetchSortedBooks(sortModel: GridSortModel): Promise<Book[]> {
  const sorted = [...books].sort((a, b) => {
    for (const item of sortModel) {
      if (!item.sort) {
        continue;
      }
      const value1 = a[item.field as keyof Book];
      const value2 = b[item.field as keyof Book];
      let result: number;
      if (value1 == null || value2 == null) {
        // Nulls last whatever the direction.
        result = (value1 == null ? 1 : 0) - (value2 == null ? 1 : 0);
      } else {
        const compared =
          typeof value1 === 'number' && typeof value2 === 'number'
            ? value1 - value2
            : String(value1).localeCompare(String(value2));
        result = item.sort === 'desc' ? -compared : compared;
      }
      if (result !== 0) {
        return result;
      }
    }
    return 0;
  });
  return new Promise((resolve) => {
    setTimeout(() => resolve(sorted), 600);
  });
}
