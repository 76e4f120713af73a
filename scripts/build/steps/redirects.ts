import fs from 'node:fs';
import path from 'node:path';
import { movedPages } from '../../../content/nav/movedPages';
import { movedUrls, redirectPageHtml } from '../../../src/engine/routing/movedPages';
import type { BuildStep } from '../pipeline';

/**
 * Writes a redirect page at the old URL of every moved page (content/nav/movedPages.ts) whose new
 * page is built, in every language, so the old links work from any static host. `npm start`
 * answers the same URLs with a 308 before reaching these files (server/staticSite.ts).
 */
export const redirectsStep: BuildStep = {
  name: 'Writing redirect pages for moved URLs',
  reads: ['content/nav/movedPages.ts', 'export/**/index.html'],
  writes: ['export/<old URL>/index.html'],
  changesExport: true,
  run(site) {
    let count = 0;
    for (const [from, to] of movedUrls(movedPages)) {
      if (!site.has(`${to.replace(/^\//, '')}index.html`)) continue; // the new page is not written yet
      fs.mkdirSync(path.join(site.exportDir, from), { recursive: true });
      fs.writeFileSync(path.join(site.exportDir, from, 'index.html'), redirectPageHtml(to));
      count += 1;
    }
    return `${count} redirect pages for moved URLs`;
  },
};
