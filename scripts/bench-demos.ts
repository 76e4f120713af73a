/**
 * `npm run bench:demos`: how much JavaScript each demo adds to its page, and how long the demo
 * registry takes to build.
 *
 * - Registry build: scans content/, generates the JavaScript variants, highlights both languages
 *   and works out the dependencies of every demo (median of 3 runs, highlighter warm).
 * - JS per demo: in Chromium, the gzip size of the scripts a demo's playground page loads once the
 *   demo has rendered, minus those a page without demos loads (the shell).
 * - Shell check: the scripts of a page without demos must not contain demo code (exit 1 if they do).
 *
 * Builds the site first when export/ is stale. Writes test-results/bench-demos.json.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { parseSiteConfig } from '../src/config/site';
import { buildDemos } from '../src/engine/demos/build/buildDemos';
import { readDemoIndex } from '../src/engine/content/playgroundData';
import { getHighlighter, highlightHere } from '../src/engine/markdown/build/highlight';
import { startServer } from '../server/server';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/support/chromium';
import { EXPORT_DIR, isExportFresh } from './lib/buildStamp';
import { median } from './lib/median';

const root = path.resolve(import.meta.dirname, '..');
const SHELL_PAGE = '/x/introduction/installation/';
/** Strings only the MUI X components' code contains: none may reach a page without demos. */
const DEMO_CODE_MARKERS = [
  'MuiDataGrid',
  'MuiPickersLayout',
  'MuiChartsAxis',
  'MuiRichTreeView',
  'demoRegistry',
];

if (!isExportFresh(root)) {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// Registry build time.
const site = parseSiteConfig(process.env);
const highlighter = await getHighlighter();
const timings: number[] = [];
let demoCount = 0;
for (let run = 0; run < 3; run += 1) {
  const started = performance.now();
  const built = await buildDemos(root, highlightHere(highlighter), site.repository);
  await built.codes;
  demoCount = built.metas.length;
  timings.push(performance.now() - started);
}

/** Loads a page and returns its scripts (URL → gzip size and body), after `ready` resolves. */
async function scriptsOf(
  page: Page,
  url: string,
  ready: (page: Page) => Promise<void>,
): Promise<Map<string, { gzip: number; body: Buffer }>> {
  const scripts = new Map<string, { gzip: number; body: Buffer }>();
  const pending: Promise<void>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => {
        scripts.set(new URL(response.url()).pathname, {
          gzip: zlib.gzipSync(body, { level: 9 }).length,
          body,
        });
      }),
    );
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  page.off('response', onResponse);
  return scripts;
}

const server = await startServer({
  exportDir: path.join(root, EXPORT_DIR),
  port: 0,
  host: '127.0.0.1',
});
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
let failed = false;
const report: { demo: string; addedJsGzip: number; chunks: number }[] = [];
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const shell = await scriptsOf(
    await context.newPage(),
    origin + SHELL_PAGE,
    async () => undefined,
  );
  const shellGzip = [...shell.values()].reduce((sum, script) => sum + script.gzip, 0);
  const leaking = [...shell.entries()].filter(([, script]) =>
    DEMO_CODE_MARKERS.some((marker) => script.body.includes(marker)),
  );
  if (leaking.length > 0) {
    failed = true;
    console.error(
      `✖ demo code in the shell's scripts: ${leaking.map(([name]) => name).join(', ')}`,
    );
  }
  for (const demo of readDemoIndex(root).demos) {
    const page = await context.newPage();
    const scripts = await scriptsOf(page, `${origin}/playground/${demo.id}/`, async (loaded) => {
      await loaded.locator('.demo-live .demo-placeholder').waitFor({ state: 'detached' });
    });
    const added = [...scripts.entries()].filter(([name]) => !shell.has(name));
    report.push({
      demo: demo.id,
      addedJsGzip: added.reduce((sum, [, script]) => sum + script.gzip, 0),
      chunks: added.length,
    });
    await page.close();
  }
  console.log(
    `\nRegistry build: ${demoCount} demos in ${median(timings).toFixed(0)} ms (median of 3; ${timings.map((t) => t.toFixed(0)).join(', ')} ms)`,
  );
  console.log(
    `Shell (${SHELL_PAGE}): ${kb(shellGzip)} gzip in ${shell.size} scripts, demo code in them: ${leaking.length === 0 ? 'none' : 'YES'}`,
  );
  console.log('\nJavaScript each demo adds to its page (gzip, beyond the shell):');
  for (const row of report)
    console.log(
      `  ${row.demo.padEnd(44)} ${kb(row.addedJsGzip).padStart(10)}  (${row.chunks} chunks)`,
    );
  fs.mkdirSync(path.join(root, 'test-results'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'test-results', 'bench-demos.json'),
    JSON.stringify(
      {
        registryBuildMs: median(timings),
        demoCount,
        shellJsGzip: shellGzip,
        shellHasDemoCode: leaking.length > 0,
        demos: report,
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  server.close();
}
process.exit(failed ? 1 : 0);
