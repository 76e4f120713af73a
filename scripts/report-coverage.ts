/** `npm run report:coverage`: per product, written/total guide pages and API pages. */
import path from 'node:path';
import { navTree } from '../content/nav/pages';
import { listContentFiles } from '../src/engine/content/buildContent';
import { computeCoverage, formatCoverage } from '../src/engine/content/coverage';
import { contentFileToRoute } from '../src/engine/routing/contentFiles';

const root = path.resolve(import.meta.dirname, '..');
const written = new Set(listContentFiles(root).map(contentFileToRoute));
console.log(formatCoverage(computeCoverage(navTree, (route) => written.has(route))));
