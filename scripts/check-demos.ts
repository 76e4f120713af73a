/**
 * `npm run check:demos -- <content folder> [DemoName …]`: a quick gate for demos being written,
 * with no docs build and no dev server. Vite serves scripts/demo-check/, which renders one demo
 * file alone; Chromium opens each demo of the folder at 1280 px in light and dark mode (axe,
 * serious and critical violations, known library defects left out) and at 375 px (the page must
 * not scroll sideways), and reports console errors, uncaught errors, failed requests and crashes
 * (about 10 s a demo). Exits 1 on any problem. The browser tests check the built site itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { createServer } from 'vite';
import { seriousViolations, WCAG_TAGS } from '../tests/e2e/support/axe';
import { CHROMIUM_ARGS, findTestChromium } from '../tests/e2e/support/chromium';
// Pro and Premium demos without a licence key log it; the site's tests allow it too.
import { MISSING_LICENSE_ERROR } from '../tests/e2e/support/fixtures';

const root = path.resolve(import.meta.dirname, '..');
const [folderArgument, ...only] = process.argv.slice(2);
if (!folderArgument) {
  console.error('usage: npm run check:demos -- content/<page folder> [DemoName …]');
  process.exit(2);
}
const folder = path.resolve(process.cwd(), folderArgument);
if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) {
  console.error(`check:demos: ${folderArgument} is not a folder`);
  process.exit(2);
}
/** Demo files: PascalCase TSX beside the page; styling variants (`X.css.tsx`) are left out. */
const demos = fs
  .readdirSync(folder)
  .filter((file) => /^[A-Z][A-Za-z0-9]*\.tsx$/.test(file))
  .map((file) => file.replace(/\.tsx$/, ''))
  .filter((name) => only.length === 0 || only.includes(name));
const unknown = only.filter((name) => !demos.includes(name));
if (demos.length === 0 || unknown.length > 0) {
  console.error(`check:demos: no demo ${unknown.join(', ') || 'file'} in ${folderArgument}`);
  process.exit(2);
}

/** Fake servers answer after 300–800 ms and grids lay out after that: let a demo settle. */
const SETTLE_MS = 2500;

// The repository is Vite's root, so that the dependency scan reaches the demo files.
const server = await createServer({
  root,
  configFile: false,
  cacheDir: path.join(root, '.generated/demo-check-vite'),
  logLevel: 'warn',
  server: { host: '127.0.0.1', port: 3290, hmr: false, fs: { strict: true, allow: [root] } },
  oxc: { jsx: { runtime: 'automatic' } },
  // Every import of the demos is pre-bundled before the first page opens: a dependency found
  // later would be bundled again with a second copy of React, and the demo would crash. `force`
  // bundles anew each run, since a cache left by another folder's run would lack this one's.
  optimizeDeps: {
    force: true,
    entries: [
      'scripts/demo-check/render.tsx',
      ...demos.map((name) => path.relative(root, path.join(folder, `${name}.tsx`))),
    ],
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
    ],
  },
});
await server.listen();
const origin = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:3290/';
const browser = await chromium.launch({ executablePath: findTestChromium(), args: CHROMIUM_ARGS });

async function checkView(demoFile: string, width: number, mode: 'light' | 'dark') {
  const problems: string[] = [];
  const page: Page = await browser.newPage({ viewport: { width, height: 900 } });
  const where = `[${width} ${mode}]`;
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes(MISSING_LICENSE_ERROR))
      problems.push(`${where} console: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => problems.push(`${where} error: ${error.message.slice(0, 300)}`));
  page.on('requestfailed', (request) => problems.push(`${where} request failed: ${request.url()}`));
  const url = new URL('scripts/demo-check/index.html', origin);
  url.searchParams.set('file', demoFile);
  url.searchParams.set('mode', mode);
  await page.goto(url.href, { timeout: 180_000 });
  await page.waitForSelector('html[data-rendered]', { state: 'attached', timeout: 180_000 });
  const crash = page.locator('#demo-crash');
  if ((await crash.count()) > 0) {
    problems.push(`${where} crash: ${(await crash.textContent())?.slice(0, 500)}`);
  } else {
    await page.waitForTimeout(SETTLE_MS);
    if (width < 600) {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow > 0) problems.push(`${where} the page scrolls sideways by ${overflow}px`);
    } else {
      const lines = await seriousViolations(page, { tags: WCAG_TAGS });
      problems.push(...lines.map((line) => `${where} axe ${line}`));
    }
  }
  await page.close();
  return problems;
}

let failed = 0;
try {
  for (const name of demos) {
    const demoFile = path.join(folder, `${name}.tsx`);
    const problems: string[] = [];
    for (const [width, mode] of [
      [1280, 'light'],
      [1280, 'dark'],
      [375, 'light'],
    ] as const) {
      const found = await checkView(demoFile, width, mode);
      problems.push(...found);
      if (found.some((line) => line.includes(' crash: '))) break;
    }
    console.log(`${name}: ${problems.length === 0 ? 'ok' : `${problems.length} problems`}`);
    for (const line of problems) console.log(`  - ${line}`);
    if (problems.length > 0) failed += 1;
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`check:demos: ${demos.length - failed}/${demos.length} demos without problems`);
process.exit(failed > 0 ? 1 : 0);
