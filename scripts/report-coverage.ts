/**
 * `npm run report:coverage`: the site measured against the v8.29.3 reference
 * (content/nav/reference/x-guide-pages-v8.29.3.tsv): per product, written / reference guide pages,
 * and the demos the written pages embed against the reference's demos for the same pages.
 * `-- --missing` lists the unwritten pages with their reference demo counts. Reads the MDX files
 * and the demo index of the last content build (`npm run check:content` first).
 */
import fs from 'node:fs';
import path from 'node:path';
import { listContentFiles } from '../src/engine/content/buildContent';
import {
  computeCoverage,
  formatCoverage,
  formatMissing,
  missingPages,
} from '../src/engine/content/coverage';
import { demoIndexFile } from '../src/engine/content/generatedFiles';
import { isGeneratedFile } from '../src/engine/nav/tree';
import { parseReferenceGuidePages } from '../src/engine/nav/referenceTsv';
import { contentFileToRoute } from '../src/engine/routing/contentFiles';

const root = path.resolve(import.meta.dirname, '..');
const reference = parseReferenceGuidePages(
  fs.readFileSync(path.join(root, 'content/nav/reference/x-guide-pages-v8.29.3.tsv'), 'utf8'),
);
const written = new Set(listContentFiles(root).map(contentFileToRoute));
// Generated files of the navigation (llms.txt) are written by every build.
const isWritten = (route: string) => written.has(route) || isGeneratedFile(route);

const demoIndex = fs.existsSync(demoIndexFile(root))
  ? (JSON.parse(fs.readFileSync(demoIndexFile(root), 'utf8')) as {
      pages: Record<string, string[]>;
    })
  : null;
if (!demoIndex)
  console.warn('No demo index yet: run `npm run check:content` first; demos count as 0.\n');
const demosByPage = new Map<string, number>();
for (const pages of Object.values(demoIndex?.pages ?? {}))
  for (const page of pages) demosByPage.set(page, (demosByPage.get(page) ?? 0) + 1);

if (process.argv.includes('--missing'))
  console.log(formatMissing(missingPages(reference, isWritten)));
else
  console.log(
    formatCoverage(computeCoverage(reference, isWritten, (route) => demosByPage.get(route) ?? 0)),
  );
