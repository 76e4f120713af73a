/** The parts of Pagefind's browser API the dialog uses (export/pagefind/pagefind.js, loaded at run time). */
export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  locations?: number[];
  /** Each match with its weight (a heading match weighs more than body text). */
  weighted_locations?: { weight: number; balanced_score: number; location: number }[];
}

export interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results?: PagefindSubResult[];
}

export interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<PagefindData>;
}

export interface PagefindApi {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (
    query: string,
    options?: { filters?: Record<string, string | string[]> },
  ) => Promise<{ results: PagefindResult[] } | null>;
}

/** Where the build writes the index and the search runtime. */
export const PAGEFIND_URL = '/pagefind/pagefind.js';

let loading: Promise<PagefindApi> | null = null;

/** Loads and starts Pagefind once; the import is resolved by the browser, not bundled. */
export function loadPagefind(): Promise<PagefindApi> {
  loading ??= (import(/* webpackIgnore: true */ PAGEFIND_URL) as Promise<PagefindApi>)
    .then(async (pagefind) => {
      await pagefind.options({ excerptLength: 16 });
      await pagefind.init();
      return pagefind;
    })
    .catch((error: unknown) => {
      // A failed load (offline before the index was cached) can be retried by the next query.
      loading = null;
      throw error;
    });
  return loading;
}
