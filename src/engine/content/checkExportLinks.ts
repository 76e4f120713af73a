/**
 * The link check of the built site: every same-site link and anchor in the HTML of export/
 * resolves. It runs on what readers get (navigation, pager, API tables, generated pages), where
 * the content check (checkLinks) only sees what authors wrote.
 */

/** One built page: its URL path (`/x/introduction/`) and its HTML. */
export interface BuiltPage {
  url: string;
  html: string;
}

/** A link that does not resolve, with the page it is on. */
export interface BrokenLink {
  page: string;
  link: string;
  reason: string;
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>' };
const decode = (value: string) =>
  value.replace(/&(amp|quot|#39|lt|gt);/g, (_, name: string) => ENTITIES[name]);

/** The `href`s of the anchors of a page (link and script tags in the head are the build's own). */
export function linksOf(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*?\bhref="([^"]*)"/g)].map((match) => decode(match[1]));
}

/** Every element id of a page. */
export function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((match) => decode(match[1])));
}

/**
 * Checks the links of every page. `fileExists` answers for paths that are not pages (Markdown
 * twins, llms.txt, images). External links, `mailto:` and links outside this site's folders are
 * not checked here. A link to a moved page's old URL (`moved`: old URL → new URL) is broken too:
 * its redirect page is there for outside links, not ours. Returns every broken link.
 */
export function checkExportLinks(
  pages: readonly BuiltPage[],
  fileExists: (path: string) => boolean,
  moved: ReadonlyMap<string, string> = new Map(),
): BrokenLink[] {
  const idsByUrl = new Map(pages.map((page) => [page.url, idsOf(page.html)]));
  const broken: BrokenLink[] = [];
  for (const page of pages) {
    for (const link of new Set(linksOf(page.html))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//')) continue;
      const [beforeHash, hash] = link.split('#', 2) as [string, string | undefined];
      const path = beforeHash.split('?')[0];
      if (path !== '' && !path.startsWith('/')) {
        broken.push({
          page: page.url,
          link,
          reason: 'relative link (use a path starting with "/")',
        });
        continue;
      }
      const target = path === '' ? page.url : path;
      const movedTo = moved.get(target);
      if (movedTo) {
        broken.push({ page: page.url, link, reason: `moved to ${movedTo}` });
        continue;
      }
      const ids = idsByUrl.get(target);
      if (!ids) {
        if (path.endsWith('/') || !fileExists(path)) {
          broken.push({
            page: page.url,
            link,
            reason: path.endsWith('/') || !path.includes('.') ? 'no such page' : 'no such file',
          });
        }
        continue;
      }
      if (hash && !ids.has(decodeURIComponent(hash)))
        broken.push({ page: page.url, link, reason: `no element with id "${hash}" on ${target}` });
    }
  }
  return broken;
}
