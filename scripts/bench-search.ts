/**
 * `npm run bench:search`: what search costs a reader, measured in Chromium on the built site.
 *
 * - Before the first query: bytes transferred for anything search-related while a page loads and
 *   idles (target 0: nothing of the search loads before the dialog opens).
 * - First query: bytes transferred (encoded body + headers) from opening the dialog until the
 *   results of the first query are on screen: dialog chunk, Pagefind runtime and WebAssembly,
 *   index entry, filters, index chunks and result fragments (target ≤ 150 KB).
 * - Keystroke to results: once the index chunks of a query have arrived, the time from the input
 *   event to the results being rendered (median of 5 queries × 3 repetitions; target ≤ 50 ms).
 *
 * Builds the site first when export/ is stale. Writes test-results/bench-search.json.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page, type Request } from '@playwright/test';
import { startServer } from '../server/server';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/support/chromium';
import { EXPORT_DIR, isExportFresh } from './lib/buildStamp';
import { median } from './lib/median';

const root = path.resolve(import.meta.dirname, '..');
const PAGE = '/x/introduction/installation/';
const FIRST_QUERY = 'selection';
const WARM_QUERIES = ['checkboxSelection', 'expansion', 'license key', 'slots', 'pagination'];
const TARGETS = { beforeOpenBytes: 0, firstQueryBytes: 150 * 1024, keystrokeMs: 50 };

if (!isExportFresh(root)) {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Records the transferred size of every finished request until `stop` is called. */
function transferLog(page: Page) {
  const pending: Promise<void>[] = [];
  const entries: { url: string; bytes: number }[] = [];
  const onFinished = (request: Request) => {
    pending.push(
      request.sizes().then((sizes) => {
        entries.push({
          url: new URL(request.url()).pathname,
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        });
      }),
    );
  };
  page.on('requestfinished', onFinished);
  return {
    async stop() {
      page.off('requestfinished', onFinished);
      await Promise.all(pending);
      return entries;
    },
  };
}

/**
 * Runs in the page: sets the whole query as one input event and resolves with the ms from that
 * event to the frame after the results appear. Kept as source text: tsx would wrap named inner
 * functions in a `__name` helper that does not exist in the page.
 */
const TIME_QUERY_SCRIPT = `(text) => new Promise((resolve, reject) => {
  const input = document.querySelector('dialog[open] input[role="combobox"]');
  if (!input) return reject(new Error('no search field'));
  const dialog = input.closest('dialog[open]');
  let started = 0;
  const observer = new MutationObserver(() => {
    const list = dialog.querySelector('[role="listbox"]');
    if (started && list && list.querySelector('[role="option"]') && input.getAttribute('aria-expanded') === 'true') {
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - started));
    }
  });
  observer.observe(dialog, { childList: true, subtree: true, attributes: true });
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  started = performance.now();
  setter.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  setTimeout(() => reject(new Error('no results for "' + text + '" within 10 s')), 10000);
})`;

/** Types a whole query as one input event and returns ms from that event to rendered results. */
async function timeQuery(page: Page, query: string): Promise<number> {
  return page.evaluate(`(${TIME_QUERY_SCRIPT})(${JSON.stringify(query)})`) as Promise<number>;
}

async function clearQuery(page: Page) {
  await page.locator('dialog[open] input[role="combobox"]').fill('');
  await page.locator('dialog[open] [role="listbox"]').waitFor({ state: 'detached' });
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
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();

  const loading = transferLog(page);
  await page.goto(origin + PAGE, { waitUntil: 'networkidle' });
  await page.locator('button[data-shortcuts="on"]').waitFor();
  await page.waitForTimeout(1000);
  const shellEntries = await loading.stop();
  const shellUrls = new Set(shellEntries.map((entry) => entry.url));
  const beforeOpen = shellEntries.filter(
    (entry) => entry.url.includes('/pagefind/') || /search/i.test(entry.url),
  );
  const beforeOpenBytes = beforeOpen.reduce((sum, entry) => sum + entry.bytes, 0);

  const first = transferLog(page);
  await page.keyboard.press('Control+k');
  await page.locator('dialog[open] input[role="combobox"]').fill(FIRST_QUERY);
  await page.locator('dialog[open] [role="listbox"] [role="option"]').first().waitFor();
  await page.waitForLoadState('networkidle');
  const firstEntries = (await first.stop()).filter((entry) => !shellUrls.has(entry.url));
  const firstQueryBytes = firstEntries.reduce((sum, entry) => sum + entry.bytes, 0);

  const timings: number[] = [];
  for (const query of WARM_QUERIES) {
    await clearQuery(page);
    await timeQuery(page, query); // fetches the query's index chunks and fragments
    for (let run = 0; run < 3; run += 1) {
      await clearQuery(page);
      timings.push(await timeQuery(page, query));
    }
  }
  const keystrokeMs = median(timings);

  console.log(`\nSearch on ${PAGE} (${origin}):`);
  console.log(
    `  before the first query: ${beforeOpenBytes} bytes in ${beforeOpen.length} requests (target ${TARGETS.beforeOpenBytes})`,
  );
  console.log(
    `  first query "${FIRST_QUERY}": ${kb(firstQueryBytes)} transferred in ${firstEntries.length} requests (target ≤ ${kb(TARGETS.firstQueryBytes)})`,
  );
  for (const entry of firstEntries.sort((a, b) => b.bytes - a.bytes))
    console.log(`    ${kb(entry.bytes).padStart(9)}  ${entry.url}`);
  console.log(
    `  keystroke to rendered results, index chunks loaded: median ${keystrokeMs.toFixed(1)} ms of ${timings.length} (target ≤ ${TARGETS.keystrokeMs} ms; min ${Math.min(...timings).toFixed(1)}, max ${Math.max(...timings).toFixed(1)})`,
  );

  failed =
    beforeOpenBytes > TARGETS.beforeOpenBytes ||
    firstQueryBytes > TARGETS.firstQueryBytes ||
    keystrokeMs > TARGETS.keystrokeMs;
  fs.mkdirSync(path.join(root, 'test-results'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'test-results', 'bench-search.json'),
    JSON.stringify(
      {
        page: PAGE,
        beforeOpenBytes,
        firstQuery: FIRST_QUERY,
        firstQueryBytes,
        firstQueryRequests: firstEntries,
        keystrokeMs,
        keystrokeSamples: timings,
        targets: TARGETS,
      },
      null,
      2,
    ),
  );
  if (failed) console.error('\n✖ a search target was missed');
} finally {
  await browser.close();
  server.close();
}
process.exit(failed ? 1 : 0);
