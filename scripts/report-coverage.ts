/**
 * `npm run report:coverage`: per product, written/total guide pages and API pages of the
 * navigation. Guide pages are the MDX files; API pages are those the API generator produced
 * (run `npm run api:generate` first, or the API column counts none).
 */
import fs from 'node:fs';
import path from 'node:path';
import { navTree } from '../content/nav/pages';
import { apiRoutes, readApiData } from '../src/engine/api/buildApiPages';
import { listContentFiles } from '../src/engine/content/buildContent';
import { computeCoverage, formatCoverage } from '../src/engine/content/coverage';
import { apiIndexFile } from '../src/engine/content/generatedFiles';
import { contentFileToRoute } from '../src/engine/routing/contentFiles';

const root = path.resolve(import.meta.dirname, '..');
const api = fs.existsSync(apiIndexFile(root)) ? apiRoutes(readApiData(root)) : [];
const written = new Set([...listContentFiles(root).map(contentFileToRoute), ...api]);
console.log(formatCoverage(computeCoverage(navTree, (route) => written.has(route))));
const inNav = new Set(JSON.stringify(navTree).match(/\/x\/api\/[a-z0-9/-]+/g) ?? []);
console.log(`\nGenerated API pages: ${api.length} (${api.filter((route) => !inNav.has(route)).length} of them reached from the API index pages, not the navigation)`);
