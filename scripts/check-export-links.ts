/**
 * Checks every same-site link and anchor in the HTML of export/ (see
 * src/engine/content/checkExportLinks.ts). Run by `npm run build` after the export; a broken link
 * fails the build, naming the page and the link.
 */
import fs from 'node:fs';
import path from 'node:path';
import { movedPages } from '../content/nav/movedPages';
import { checkExportLinks, type BuiltPage } from '../src/engine/content/checkExportLinks';
import { movedUrls } from '../src/engine/routing/movedPages';
import { EXPORT_DIR } from './lib/buildStamp';

const root = path.resolve(import.meta.dirname, '..');
const exportDir = path.join(root, EXPORT_DIR);
const started = performance.now();

const pages: BuiltPage[] = (fs.readdirSync(exportDir, { recursive: true }) as string[])
  .filter((file) => file.endsWith(`${path.sep}index.html`) || file === 'index.html')
  .map((file) => ({
    url: `/${path.dirname(file).split(path.sep).join('/')}/`.replace(/^\/\.\/$/, '/'),
    html: fs.readFileSync(path.join(exportDir, file), 'utf8'),
  }));
const broken = checkExportLinks(
  pages,
  (file) =>
    fs.existsSync(path.join(exportDir, decodeURIComponent(file))) &&
    fs.statSync(path.join(exportDir, decodeURIComponent(file))).isFile(),
  movedUrls(movedPages),
);

if (broken.length > 0) {
  console.error(
    `link check: ${broken.length} broken link${broken.length === 1 ? '' : 's'} in export/`,
  );
  for (const each of broken.slice(0, 50))
    console.error(`  ${each.page}: "${each.link}" — ${each.reason}`);
  if (broken.length > 50) console.error(`  … and ${broken.length - 50} more`);
  process.exit(1);
}
const links = pages.reduce((sum, page) => sum + (page.html.match(/<a\s/g)?.length ?? 0), 0);
console.log(
  `link check: ${pages.length} pages, ${links} links, all resolve (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
