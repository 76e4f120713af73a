import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Language } from '../../src/config/languages';
import { writeCspHashes } from '../../scripts/build/cspHashesFile';
import { buildFeedbackIndex, FEEDBACK_INDEX_FILE } from '../feedback/siteIndex';

/** Inline scripts of the temporary export, so tests can check the CSP hashes against them. */
export const THEME_SCRIPT = "(function(){document.documentElement.dataset.theme='dark';})();";
export const ANALYTICS_SCRIPT = 'window.dataLayer=window.dataLayer||[];';

const page = (title: string, body = ''): string =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body>${body}<h1>${title}</h1></body></html>`;

/** The version the temporary site documents, as its version menu would list it. */
export const SITE_VERSION = '8.29.3';

/**
 * Heading ids of the temporary pages by language, as the build's feedback index lists them. The
 * English installation page has a long id (89 characters), which takes the largest valid vote
 * past the former fixed limit of 8,192 bytes; the Chinese page has ids of its own (the English
 * ones are not on it), the Chinese charts page none.
 */
export const SITE_SECTIONS: Record<Language, Record<string, string[]>> = {
  en: {
    '/x/introduction': ['what-is-mui-x'],
    '/x/introduction/installation': [
      'peer-dependencies',
      'install-a-product',
      'keep-every-mui-x-package-on-the-same-version-and-upgrade-them-together-in-one-pull-request',
    ],
  },
  zh: {
    '/x/introduction/installation': ['对等依赖', '安装产品'],
    '/x/react-charts': [],
  },
};

/** The feedback index of the temporary site, made by the build's own function from page data. */
function feedbackIndexJson(): string {
  const pages = Object.entries(SITE_SECTIONS).flatMap(([language, routes]) =>
    Object.entries(routes).map(([route, ids]) => ({
      route,
      language: language as Language,
      toc: ids.map((id) => ({ id })),
      productIdentifier: {
        versions: [
          { text: `v${SITE_VERSION}`, current: true },
          { text: 'v7', href: 'https://mui.com/x/introduction/', current: false },
        ],
      },
    })),
  );
  return JSON.stringify(buildFeedbackIndex(pages, 'server/testing/tempSite.ts'));
}

/**
 * A small export in a temp folder: pages in both languages, the 404 page, a playground page, a
 * build asset, pages with inline scripts (plus a src script and a JSON data block, which must
 * not be hashed), their hashes for the CSP and the feedback index, both written by the build's
 * own functions. Returns the folder and a fresh database path next to it.
 */
export function createTempSite(): { dir: string; exportDir: string; feedbackDb: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-server-'));
  const exportDir = path.join(dir, 'export');
  const files: Record<string, string> = {
    'index.html': page('Redirect'),
    'x/introduction/index.html': page('Overview', `<script>${THEME_SCRIPT}</script>`),
    'x/introduction/installation/index.html': page(
      'Installation',
      `<script>${THEME_SCRIPT}</script><script type="text/javascript">${ANALYTICS_SCRIPT}</script>` +
        '<script src="/_next/static/chunks/app-123.js" defer=""></script>' +
        '<script id="__NEXT_DATA__" type="application/json">{"props":{}}</script>',
    ),
    'zh/x/introduction/installation/index.html': page('安装', `<script>${THEME_SCRIPT}</script>`),
    'zh/x/react-charts/index.html': page('图表'),
    '404/index.html': page('Page not found'),
    '404.html': page('Page not found'),
    'playground/introduction/DataGridPreview/index.html': page('Preview'),
    '_next/static/chunks/app-123.js': 'console.log(1)',
    [FEEDBACK_INDEX_FILE]: feedbackIndexJson(),
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(exportDir, file)), { recursive: true });
    fs.writeFileSync(path.join(exportDir, file), content);
  }
  writeCspHashes(exportDir, 'server/testing/tempSite.ts');
  return { dir, exportDir, feedbackDb: path.join(dir, 'data', 'feedback.sqlite') };
}

/** A valid vote on a page of the temporary export. */
export const VALID_VOTE = {
  page: '/x/introduction/installation',
  section: 'peer-dependencies',
  rating: 1,
  comment: 'Clear, thanks.',
  version: SITE_VERSION,
  language: 'en',
} as const;
