/** Kinds of search results; each shows as a label beside the result. */
export type SearchResultType =
  | 'page'
  | 'component'
  | 'interface'
  | 'prop'
  | 'property'
  | 'slot'
  | 'class';

/** Metadata stored with every search record (Pagefind `meta`, all strings). */
export interface SearchRecordMeta {
  title: string;
  type: SearchResultType;
}

/** The filter value guide pages and API records share: a product id, or `x` for general pages. */
export const GENERAL_PRODUCT = 'x';
