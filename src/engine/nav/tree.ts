import type { NavPage } from '../page/navTypes';

/** True for entries that point outside the site (absolute URLs). */
export function isExternal(page: NavPage): boolean {
  return !page.pathname.startsWith('/');
}

/**
 * True for entries that link to a file the build generates (`/x/llms.txt`) rather than to a page:
 * one URL in every language, opened by the browser, never by the client router.
 */
export function isGeneratedFile(pathname: string): boolean {
  return /\.[a-z]+$/.test(pathname);
}

/** True for entries that are pages of their own: leaves inside the site. */
export function isPageEntry(page: NavPage): boolean {
  return !page.children && !isExternal(page);
}

/** True for API reference pages (`/x/api/…`). */
export function isApiPath(pathname: string): boolean {
  return pathname.startsWith('/x/api/');
}

/** Every entry of the tree, depth first, parents before their children. */
export function* walkNav(tree: readonly NavPage[]): Generator<NavPage> {
  for (const page of tree) {
    yield page;
    if (page.children) yield* walkNav(page.children);
  }
}

/** The page entries (leaves inside the site) in navigation order. */
export function listPageEntries(tree: readonly NavPage[]): NavPage[] {
  return [...walkNav(tree)].filter(isPageEntry);
}

/**
 * The chain of entries from the top of the tree down to the entry with this pathname
 * (inclusive), or an empty list when no entry has it.
 */
export function findNavTrail(tree: readonly NavPage[], pathname: string): NavPage[] {
  for (const page of tree) {
    if (page.pathname === pathname) return [page];
    if (page.children) {
      const trail = findNavTrail(page.children, pathname);
      if (trail.length > 0) return [page, ...trail];
    }
  }
  return [];
}

/** The written pages immediately before and after `pathname` in navigation order. */
export function findNeighbours(
  tree: readonly NavPage[],
  pathname: string,
  isWritten: (pathname: string) => boolean,
): { previous: NavPage | null; next: NavPage | null } {
  const order = listPageEntries(tree).filter(
    (page) => !isGeneratedFile(page.pathname) && isWritten(page.pathname),
  );
  const index = order.findIndex((page) => page.pathname === pathname);
  if (index === -1) return { previous: null, next: null };
  return { previous: order[index - 1] ?? null, next: order[index + 1] ?? null };
}

/**
 * The part of the tree the drawer shows on arrival at `route` (null: outside the tree): groups on
 * the route's trail keep their entries, other groups keep none (`children: []`, still groups), and
 * subheaders always show theirs. Pages carry this preview; the whole tree is a chunk the drawer
 * loads when the reader reaches for it (useFullNav.ts), so no page ships ~360 entries it does not show.
 */
export function previewNav(tree: readonly NavPage[], route: string | null): NavPage[] {
  const open = new Set(route ? findNavTrail(tree, route).map((page) => page.pathname) : []);
  const prune = (pages: readonly NavPage[]): NavPage[] =>
    pages.map((page) =>
      page.children
        ? {
            ...page,
            children: page.subheader || open.has(page.pathname) ? prune(page.children) : [],
          }
        : page,
    );
  return prune(tree);
}
