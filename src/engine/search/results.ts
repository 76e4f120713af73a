import type { PagefindData, PagefindResult, PagefindSubResult } from './pagefind';
import type { SearchResultType } from './types';

/** One row of the results list. */
export interface SearchHit {
  id: string;
  url: string;
  type: SearchResultType;
  title: string;
  /** Where the hit lives: the page of a section, the component of a prop. */
  context: string | null;
  /** A type or default component shown with API hits. */
  detail: string | null;
  /** Pagefind's excerpt: escaped text with `<mark>` around the matches. */
  excerpt: string;
}

const TYPES: readonly SearchResultType[] = ['page', 'component', 'interface', 'prop', 'property', 'slot', 'class'];

/** Results of the reader's product first (each group in Pagefind's order), then the rest. */
export function rankByProduct(all: readonly PagefindResult[], ownProduct: readonly PagefindResult[]): PagefindResult[] {
  const own = new Set(ownProduct.map((result) => result.id));
  return [...all.filter((result) => own.has(result.id)), ...all.filter((result) => !own.has(result.id))];
}

/** The section of a page that matches best: the sub-result with the most matches, anchors only. */
function bestSection(subResults: readonly PagefindSubResult[] = []): PagefindSubResult | null {
  let best: PagefindSubResult | null = null;
  for (const sub of subResults) {
    if (!sub.url.includes('#')) continue;
    if (!best || (sub.locations?.length ?? 0) > (best.locations?.length ?? 0)) best = sub;
  }
  return best;
}

/** Turns a Pagefind result into a row; a guide page targets its best-matching section. */
export function toHit(id: string, data: PagefindData): SearchHit {
  const type = TYPES.includes(data.meta.type as SearchResultType) ? (data.meta.type as SearchResultType) : 'page';
  const title = data.meta.title ?? data.url;
  if (type === 'page') {
    const section = bestSection(data.sub_results);
    if (section && section.title !== title) {
      return { id, url: section.url, type, title: section.title, context: title, detail: null, excerpt: section.excerpt };
    }
    return { id, url: data.url, type, title, context: null, detail: null, excerpt: data.excerpt };
  }
  return { id, url: data.url, type, title, context: data.meta.parent ?? null, detail: data.meta.detail ?? null, excerpt: data.excerpt };
}
