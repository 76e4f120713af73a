/**
 * Writes a redirect page at the old URL of every moved page (content/nav/movedPages.ts) whose new
 * page is built, in every language, so the old links work from any static host. `npm start`
 * answers the same URLs with a 308 before reaching these files (server/staticSite.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { movedPages } from '../content/nav/movedPages';
import { movedUrls, redirectPageHtml } from '../src/engine/routing/movedPages';
import { EXPORT_DIR } from './lib/buildStamp';

const exportDir = path.resolve(import.meta.dirname, '..', EXPORT_DIR);
let count = 0;
for (const [from, to] of movedUrls(movedPages)) {
  if (!fs.existsSync(path.join(exportDir, to, 'index.html'))) continue; // the new page is not written yet
  fs.mkdirSync(path.join(exportDir, from), { recursive: true });
  fs.writeFileSync(path.join(exportDir, from, 'index.html'), redirectPageHtml(to));
  count += 1;
}
console.log(`redirects: ${count} redirect pages for moved URLs`);
