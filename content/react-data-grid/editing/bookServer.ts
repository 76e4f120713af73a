import type { Book } from './bookStock';

/** A saved book, stamped by the server with the time it was written. */
export type SavedBook = Book & { savedAt?: string };

/**
 * A stand-in for the shop's stock service: answers after 600 ms, with the saved row,
 * or rejects when `fail` is true, as a server that is down would.
 */
export function saveBook(book: SavedBook, fail: boolean): Promise<SavedBook> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (fail) {
        reject(new Error(`The stock service is unavailable: "${book.title}" was not saved.`));
        return;
      }
      resolve({ ...book, savedAt: new Date().toLocaleTimeString('en-GB') });
    }, 600);
  });
}
