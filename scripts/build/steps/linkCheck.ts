import fs from 'node:fs';
import path from 'node:path';
import { movedPages } from '../../../content/nav/movedPages';
import { checkExportLinks } from '../../../src/engine/content/checkExportLinks';
import { routeToContentFile } from '../../../src/engine/routing/contentFiles';
import { movedUrls } from '../../../src/engine/routing/movedPages';
import { pathnameToLanguage } from '../../../src/engine/routing/pathnameToLanguage';
import type { BuildStep } from '../pipeline';

/**
 * The MDX file a built page was compiled from (its translation, else the English file), so a
 * broken link in prose points the author at the file to fix; null for generated pages.
 */
export function contentFileOfPage(root: string, url: string): string | null {
  const { userLanguage, canonicalPathname } = pathnameToLanguage(url);
  if (!canonicalPathname.startsWith('/x/')) return null;
  const route = canonicalPathname.replace(/\/$/, '');
  const candidates = [routeToContentFile(route, userLanguage), routeToContentFile(route, 'en')];
  return candidates.find((file) => fs.existsSync(path.join(root, file))) ?? null;
}

/** Broken links listed at most, so a systematic error does not flood the log. */
const MAX_LISTED = 50;

/**
 * Checks every same-site link and anchor in the HTML of export/ (see
 * src/engine/content/checkExportLinks.ts); a broken link fails the build, naming the page and the
 * link. Runs after the Markdown twins, which pages link to.
 */
export const linkCheckStep: BuildStep = {
  name: 'Checking every link and anchor of the built pages',
  reads: ['export/**/index.html', 'export/** (file existence)'],
  writes: [],
  run(site) {
    const pages = site.pages();
    const broken = checkExportLinks(
      pages,
      (file) => site.has(decodeURIComponent(file).replace(/^\//, '')),
      movedUrls(movedPages),
    );
    if (broken.length > 0) {
      const listed = broken.slice(0, MAX_LISTED).map((each) => {
        const source = contentFileOfPage(site.root, each.page);
        return `  ${each.page}${source ? ` (${source})` : ''}: "${each.link}" — ${each.reason}`;
      });
      if (broken.length > MAX_LISTED) listed.push(`  … and ${broken.length - MAX_LISTED} more`);
      throw new Error(
        `${broken.length} broken link${broken.length === 1 ? '' : 's'} in export/\n${listed.join('\n')}`,
      );
    }
    const links = pages.reduce((sum, page) => sum + (page.html.match(/<a\s/g)?.length ?? 0), 0);
    return `link check: ${pages.length} pages, ${links} links, all resolve`;
  },
};
