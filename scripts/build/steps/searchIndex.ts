import fs from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { readApiData } from '../../../src/engine/api/build/buildApiPages';
import { contentIndexFile } from '../../../src/engine/content/generatedFiles';
import { LANGUAGES } from '../../../src/config/languages';
import { routeToUrl } from '../../../src/engine/routing/contentFiles';
import { getProductInfoFromUrl } from '../../../src/engine/routing/getProductInfoFromUrl';
import { apiSearchDocument } from '../../../src/engine/search/build/apiRecords';
import {
  prepareGuidePage,
  SEARCH_EXCLUDE_SELECTORS,
  SEARCH_ROOT_SELECTOR,
} from '../../../src/engine/search/build/guidePages';
import { GENERAL_PRODUCT } from '../../../src/engine/search/types';
import type { BuildStep } from '../pipeline';

/**
 * Builds the offline search index into export/pagefind/ with Pagefind: every guide page of both
 * languages from its built HTML (sections become sub-results through their heading ids), and every
 * API page as a document whose props, slots and CSS classes are sections of their own.
 */
export const searchIndexStep: BuildStep = {
  name: 'Writing the search index',
  reads: ['.generated/content-index.json', '.generated/api/', 'export/**/index.html'],
  writes: ['export/pagefind/'],
  changesExport: true,
  async run(site) {
    const { written } = JSON.parse(fs.readFileSync(contentIndexFile(site.root), 'utf8')) as {
      written: string[];
    };
    // API pages and their index pages are searched through their own documents, and Components API
    // tabs only repeat API tables; everything else is prose.
    const guideRoutes = written.filter(
      (route) => !route.startsWith('/x/api/') && !route.endsWith('/components-api'),
    );
    const api = readApiData(site.root);

    const { index, errors } = await pagefind.createIndex({
      rootSelector: SEARCH_ROOT_SELECTOR,
      excludeSelectors: SEARCH_EXCLUDE_SELECTORS,
      // Prop names and class names keep their punctuation searchable (`MuiDataGrid-root`, `onRowClick`).
      includeCharacters: '-_.',
    });
    if (!index) throw new Error(errors.join('; '));

    let pages = 0;
    let records = 0;
    for (const language of LANGUAGES) {
      for (const route of guideRoutes) {
        const url = routeToUrl(route, language);
        const html = site.pageHtml(url);
        if (html === undefined) throw new Error(`export${url}index.html is missing`);
        const product = getProductInfoFromUrl(route).productId ?? GENERAL_PRODUCT;
        const added = await index.addHTMLFile({ url, content: prepareGuidePage(html, product) });
        if (added.errors.length > 0) throw new Error(`${url}: ${added.errors.join('; ')}`);
        pages += 1;
      }
      for (const entry of api.index) {
        const document = apiSearchDocument(api.entity(entry.route), language);
        const added = await index.addHTMLFile(document);
        if (added.errors.length > 0) throw new Error(`${document.url}: ${added.errors.join('; ')}`);
        records += 1;
      }
    }

    const output = path.join(site.exportDir, 'pagefind');
    fs.rmSync(output, { recursive: true, force: true });
    const result = await index.writeFiles({ outputPath: output });
    if (result.errors.length > 0) throw new Error(result.errors.join('; '));
    await pagefind.close();

    // Only what the site uses is kept: the search runtime and the index, not Pagefind's own UIs.
    for (const name of fs.readdirSync(output)) {
      if (/^pagefind-(component-|modular-)?ui\.(js|css)$/.test(name))
        fs.rmSync(path.join(output, name));
    }
    const bytes = fs
      .readdirSync(output, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);
    return `search index: ${pages} guide pages and ${records} API pages (both languages), ${(bytes / 1024 / 1024).toFixed(1)} MB in export/pagefind/`;
  },
};
