import { LANGUAGES, DEFAULT_LANGUAGE } from '../../config/languages';

/** A page moved from one route to another (routes without trailing slash, `/x/…`). */
export interface MovedPage {
  from: string;
  to: string;
}

const prefix = (language: string) => (language === DEFAULT_LANGUAGE ? '' : `/${language}`);

/**
 * Every old URL with the URL it moved to, in every language, trailing slash included
 * (`/zh/x/react-charts/getting-started/` → `/zh/x/react-charts/quickstart/`).
 */
export function movedUrls(moved: readonly MovedPage[]): Map<string, string> {
  return new Map(
    moved.flatMap(({ from, to }) =>
      LANGUAGES.map(
        (language) => [`${prefix(language)}${from}/`, `${prefix(language)}${to}/`] as const,
      ),
    ),
  );
}

/**
 * Where a request path moved to, or null. The path is matched with or without its trailing
 * slash and keeps nothing but the query, which the caller appends.
 */
export function movedTarget(urls: ReadonlyMap<string, string>, pathname: string): string | null {
  return urls.get(pathname.endsWith('/') ? pathname : `${pathname}/`) ?? null;
}

/**
 * Checks the list: every target must be a page (`isPage`), and no old path may be a page again
 * or move twice. Throws naming the entry.
 */
export function validateMovedPages(
  moved: readonly MovedPage[],
  isPage: (route: string) => boolean,
): void {
  const seen = new Set<string>();
  for (const { from, to } of moved) {
    if (seen.has(from)) throw new Error(`Moved page "${from}": listed twice`);
    seen.add(from);
    if (isPage(from)) throw new Error(`Moved page "${from}": a page still exists at the old path`);
    if (!isPage(to)) throw new Error(`Moved page "${from}": its target "${to}" is not a page`);
  }
}

/** The static page left at an old URL: a meta refresh (works without JavaScript) and a script that keeps the #anchor. */
export function redirectPageHtml(to: string): string {
  const href = to.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="robots" content="noindex">',
    `<title>Moved to ${href}</title>`,
    `<link rel="canonical" href="${href}">`,
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    `<script>location.replace(${JSON.stringify(to)} + location.hash)</script>`,
    `</head><body><p>This page has moved to <a href="${href}">${href}</a>.</p></body></html>`,
    '',
  ].join('\n');
}
