/** Types of librarySwaps.mjs (plain JavaScript because next.config.mjs imports it). */

/** A library file replaced wherever it is imported from (paths under node_modules/). */
export interface FileSwap {
  file: string;
  replacement: string;
}

/** One import of one library file replaced (the specifier exactly as the library writes it). */
export interface ImportSwap {
  importer: string;
  request: string;
  replacement: string;
}

export type LibrarySwap = FileSwap | ImportSwap;

/** Where an import is written: its specifier, the importing file's folder and the file itself. */
export interface ImportSite {
  request: string;
  context: string;
  issuer: string;
}

export const LIBRARY_SWAPS: readonly LibrarySwap[];
export function swapFor(
  swaps: readonly LibrarySwap[],
  root: string,
  site: ImportSite,
): string | null;
export class LibrarySwapPlugin {
  constructor(root: string, swaps?: readonly LibrarySwap[]);
  root: string;
  swaps: readonly LibrarySwap[];
  apply(compiler: unknown): void;
}
