import type { PageLink } from '../markdown/build/compile';
import { ContentError } from '../markdown/build/errors';

/** What the link checker knows about one page. */
export interface LinkSource {
  route: string;
  file: string;
  links: readonly PageLink[];
}

/**
 * Checks every internal link: it must point at a written page under `/x/`, end with a slash
 * before any hash, and name a heading id that exists on the target page. Links elsewhere on
 * mui.com must be absolute, since this site only serves `/x/`. Throws on the first bad link.
 */
export function checkLinks(
  pages: readonly LinkSource[],
  idsByRoute: ReadonlyMap<string, ReadonlySet<string>>,
): void {
  for (const page of pages) {
    for (const link of page.links) {
      const fail = (reason: string) => {
        throw new ContentError(page.file, link.line, `broken link "${link.url}": ${reason}`);
      };
      if (/^(https?:|mailto:)/.test(link.url)) continue;
      const [path, hash] = link.url.split('#', 2) as [string, string | undefined];
      let targetRoute = page.route;
      if (path !== '') {
        if (!path.startsWith('/')) fail('use an absolute path starting with "/"');
        if (!path.startsWith('/x/'))
          fail('only /x/ pages are on this site; link elsewhere with a full https:// URL');
        if (!path.endsWith('/')) fail('missing trailing slash');
        if (path.endsWith('//')) fail('duplicated trailing slashes');
        targetRoute = path.replace(/\/$/, '');
        if (!idsByRoute.has(targetRoute)) fail(`no written page at ${targetRoute}/`);
      }
      if (hash !== undefined && hash !== '' && !idsByRoute.get(targetRoute)?.has(hash)) {
        fail(`no heading with id "${hash}" on ${targetRoute}/`);
      }
    }
  }
}
