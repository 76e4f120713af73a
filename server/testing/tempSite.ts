import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Inline scripts of the temporary export, so tests can check the CSP hashes against them. */
export const THEME_SCRIPT = "(function(){document.documentElement.dataset.theme='dark';})();";
export const ANALYTICS_SCRIPT = 'window.dataLayer=window.dataLayer||[];';

const page = (title: string, body = ''): string =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body>${body}<h1>${title}</h1></body></html>`;

/**
 * A small export in a temp folder: pages in both languages, the 404 page, a playground page, a
 * build asset, and pages with inline scripts (plus a src script and a JSON data block, which
 * must not be hashed). Returns the folder and a fresh database path next to it.
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
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(exportDir, file)), { recursive: true });
    fs.writeFileSync(path.join(exportDir, file), content);
  }
  return { dir, exportDir, feedbackDb: path.join(dir, 'data', 'feedback.sqlite') };
}

/** A valid vote on a page of the temporary export. */
export const VALID_VOTE = {
  page: '/x/introduction/installation',
  section: 'peer-dependencies',
  rating: 1,
  comment: 'Clear, thanks.',
  version: '8.29.3',
  language: 'en',
} as const;
