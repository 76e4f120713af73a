import type { PageLink } from '../markdown/build/compile';
import { ContentError } from '../markdown/build/errors';

/** The links of one MDX file, with the lines they are on. */
export interface LinkSource {
  file: string;
  links: readonly PageLink[];
}

/**
 * The rules of a link as written in MDX, checked when the content compiles so the author sees the
 * file and line: a same-site link is an absolute path under `/x/` ending with one slash before any
 * hash; links elsewhere on mui.com must be full URLs, since this site only serves `/x/`. Whether
 * the target page and heading exist is checked once, on the built site, for every page and both
 * languages (src/engine/content/checkExportLinks.ts, scripts/build/steps/linkCheck.ts). Throws
 * on the first bad link.
 */
export function checkLinkSyntax(pages: readonly LinkSource[]): void {
  for (const page of pages) {
    for (const link of page.links) {
      const fail = (reason: string) => {
        throw new ContentError(page.file, link.line, `bad link "${link.url}": ${reason}`);
      };
      if (/^(https?:|mailto:)/.test(link.url)) continue;
      const [path] = link.url.split('#', 1) as [string];
      if (path === '') continue;
      if (!path.startsWith('/')) fail('use an absolute path starting with "/"');
      if (!path.startsWith('/x/'))
        fail('only /x/ pages are on this site; link elsewhere with a full https:// URL');
      if (!path.endsWith('/')) fail('missing trailing slash');
      if (path.endsWith('//')) fail('duplicated trailing slashes');
    }
  }
}
