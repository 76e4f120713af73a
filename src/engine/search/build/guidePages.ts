/** The part of a built page that is indexed: the article, without code, demos, ads and controls. */
export const SEARCH_ROOT_SELECTOR = 'article.page-article';
export const SEARCH_EXCLUDE_SELECTORS = [
  '.MuiCode-root',
  '.code-tabs',
  '.demo',
  '.Ad-root',
  '.section-feedback',
  '.page-feedback',
  '.untranslated-notice',
  'nav',
  'button',
  'svg',
];

const ARTICLE = '<article class="page-article">';

/**
 * A built guide page ready for the indexer: the page's product as a filter (so results from the
 * reader's product can rank first) and its result type, written as attributes without text so
 * nothing extra is indexed. Fails on HTML without the article, rather than indexing the shell.
 */
export function prepareGuidePage(html: string, product: string): string {
  const at = html.indexOf(ARTICLE);
  if (at === -1) throw new Error('the page has no <article class="page-article">');
  const markers = `<span data-pagefind-filter="product:${product}"></span><span data-pagefind-meta="type:page"></span>`;
  const end = at + ARTICLE.length;
  return html.slice(0, end) + markers + html.slice(end);
}
