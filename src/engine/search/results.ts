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
  /** Pagefind's excerpt: escaped text with `<mark>` around the matches. */
  excerpt: string;
}

const TYPES: readonly SearchResultType[] = [
  'page',
  'component',
  'interface',
  'prop',
  'property',
  'slot',
  'class',
];

/** Results of the reader's product first (each group in Pagefind's order), then the rest. */
export function rankByProduct(
  all: readonly PagefindResult[],
  ownProduct: readonly PagefindResult[],
): PagefindResult[] {
  const own = new Set(ownProduct.map((result) => result.id));
  return [
    ...all.filter((result) => own.has(result.id)),
    ...all.filter((result) => !own.has(result.id)),
  ];
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

/** How many rows (props, slots, classes) one API page may add to the results. */
export const MAX_ROWS_PER_API_PAGE = 3;

/** The result type of an API page's row anchor (`prop-rows` → prop), or null for the page itself. */
function rowType(url: string, pageType: SearchResultType): SearchResultType | null {
  const anchor = url.split('#')[1];
  if (!anchor) return null;
  if (anchor.startsWith('prop-')) return pageType === 'interface' ? 'property' : 'prop';
  if (anchor.startsWith('slot-')) return 'slot';
  if (anchor.startsWith('classes-')) return 'class';
  return null;
}

/** How strongly a section matches: heading matches weigh more than mentions in descriptions. */
const scoreOf = (sub: PagefindSubResult) =>
  (sub.weighted_locations ?? []).reduce((sum, each) => sum + each.balanced_score, 0) ||
  (sub.locations?.length ?? 0);

/**
 * Turns a Pagefind result into rows. A guide page is one row targeting its best-matching section.
 * An API page gives a row per matching prop, slot or class (best first, at most three), each
 * deep-linking to its table row, and a row for the component itself when its name or description
 * matches.
 */
export function toHits(id: string, data: PagefindData): SearchHit[] {
  const type = TYPES.includes(data.meta.type as SearchResultType)
    ? (data.meta.type as SearchResultType)
    : 'page';
  const title = data.meta.title ?? data.url;
  if (type === 'page') {
    const section = bestSection(data.sub_results);
    if (section && section.title !== title) {
      return [
        {
          id,
          url: section.url,
          type,
          title: section.title,
          context: title,
          excerpt: section.excerpt,
        },
      ];
    }
    return [{ id, url: data.url, type, title, context: null, excerpt: data.excerpt }];
  }
  const subs = data.sub_results ?? [];
  const rows = subs
    .filter((sub) => rowType(sub.url, type))
    .sort((a, b) => scoreOf(b) - scoreOf(a))
    .slice(0, MAX_ROWS_PER_API_PAGE)
    .map(
      (sub): SearchHit => ({
        id: `${id}${sub.url}`,
        url: sub.url,
        type: rowType(sub.url, type)!,
        title: sub.title,
        context: title,
        excerpt: sub.excerpt,
      }),
    );
  const pageItself = subs.find((sub) => !sub.url.includes('#'));
  const page: SearchHit = {
    id,
    url: data.url,
    type,
    title,
    context: null,
    excerpt: pageItself?.excerpt ?? data.excerpt,
  };
  // The component row leads when the page matched by its own text, else it follows its rows.
  return pageItself || rows.length === 0
    ? [page, ...rows]
    : [...rows, page].slice(0, MAX_ROWS_PER_API_PAGE);
}
