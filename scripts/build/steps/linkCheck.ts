import { movedPages } from '../../../content/nav/movedPages';
import { checkExportLinks } from '../../../src/engine/content/checkExportLinks';
import { movedUrls } from '../../../src/engine/routing/movedPages';
import type { BuildStep } from '../pipeline';

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
      const listed = broken
        .slice(0, MAX_LISTED)
        .map((each) => `  ${each.page}: "${each.link}" — ${each.reason}`);
      if (broken.length > MAX_LISTED) listed.push(`  … and ${broken.length - MAX_LISTED} more`);
      throw new Error(
        `${broken.length} broken link${broken.length === 1 ? '' : 's'} in export/\n${listed.join('\n')}`,
      );
    }
    const links = pages.reduce((sum, page) => sum + (page.html.match(/<a\s/g)?.length ?? 0), 0);
    return `link check: ${pages.length} pages, ${links} links, all resolve`;
  },
};
