import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSeriousViolation } from './support/axe';
import { allDemos } from './support/pages';
import { batchVisits, batchWeight, siteVisits, type Visit } from './support/sitePass';

/**
 * The whole-site pass: every built docs page in both languages (guide pages, API pages and
 * Components API tabs) loads on a phone-sized screen without console errors or failed same-origin
 * requests (the fixture records those; each visit names its page), carries its product meta tags,
 * and does not scroll sideways; and every demo of the registry renders, once, on the English page
 * that first embeds it (or alone on its playground page). English Tree View guide pages are also
 * checked by axe, light and dark, once their demos are in (support/axe.ts). Visits are batched in
 * one tab per test, and each records its time (an annotation per visit kind) for
 * `npm run bench:suite`.
 */
const QUIET_MS = 100;
const visits = siteVisits();
const batches = batchVisits(visits);

/** Resolves once the page has started no request for `quietMs` (its islands have loaded). */
async function networkQuiet(page: Page, quietMs: number): Promise<void> {
  await page.evaluate(
    (quiet) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(resolve, quiet);
        new PerformanceObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(resolve, quiet);
        }).observe({ type: 'resource' });
      }),
    quietMs,
  );
}

/** Scrolls a demo in, as a reader would, and checks it rendered something and did not crash. */
async function expectDemoRendered(page: Page, id: string): Promise<void> {
  const live = page.locator(`.demo[data-demo="${id}"] .demo-live`);
  // The page scrolls itself: scrollIntoViewIfNeeded waits for the box to hold still, and demos
  // mounting above it can keep it moving on a loaded machine.
  await live.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect(live.locator('.demo-placeholder'), id).toHaveCount(0, { timeout: 15_000 });
  await expect(live.locator('[role="alert"].demo-crash'), id).toHaveCount(0);
  // Something besides the hidden initial-focus button was rendered.
  expect(await live.evaluate((element) => element.children.length), id).toBeGreaterThan(1);
}

async function visit(page: Page, entry: Visit, testInfo: TestInfo): Promise<void> {
  const started = performance.now();
  if (entry.kind === 'playground') {
    await page.context().addCookies([{ name: 'codeStyling', value: entry.styling, url: testInfo.project.use.baseURL! }]);
  }
  const response = await page.goto(entry.url);
  expect(response?.status(), entry.url).toBe(200);
  await networkQuiet(page, QUIET_MS);
  // One round trip for the page's checks: a role query walks the accessibility tree of the whole
  // page (about 150 ms on a long API page), where the h1 is one element.
  const found = await page.evaluate(() => {
    const heading = document.querySelector('h1');
    return {
      headingVisible: heading !== null && heading.getBoundingClientRect().height > 0 && getComputedStyle(heading).visibility !== 'hidden',
      productMeta: document.querySelectorAll('meta[name="mui:productId"]').length,
      categoryMeta: document.querySelectorAll('meta[name="mui:productCategoryId"]').length,
      overflow: document.documentElement.scrollWidth - window.innerWidth,
    };
  });
  expect(found.headingVisible, `${entry.url} shows its h1`).toBe(true);
  if (entry.kind !== 'playground') {
    expect([found.productMeta, found.categoryMeta], `${entry.url} product meta tags`).toEqual([1, 1]);
  }
  expect(found.overflow, `${entry.url} is wider than the screen`).toBeLessThanOrEqual(0);
  testInfo.annotations.push({ type: `visit:${entry.kind}`, description: String(Math.round(performance.now() - started)) });
  const demos = entry.kind === 'guide' ? entry.demos : entry.kind === 'playground' ? [entry.demo] : [];
  for (const id of demos) {
    const demoStarted = performance.now();
    await expectDemoRendered(page, id);
    testInfo.annotations.push({ type: 'visit:demo', description: String(Math.round(performance.now() - demoStarted)) });
  }
  if (entry.kind === 'guide' && entry.axe) {
    const axeStarted = performance.now();
    await expectNoSeriousViolation(page);
    // A fixed cost: the axe-checked pages do not grow with the site (bench:suite).
    testInfo.annotations.push({ type: 'fixed:axe', description: String(Math.round(performance.now() - axeStarted)) });
  }
}

test('the pass covers every built docs page and every demo, each once', () => {
  const urls = visits.filter((entry) => entry.kind !== 'playground').map((entry) => entry.url);
  expect(new Set(urls).size).toBe(urls.length);
  expect(urls.filter((url) => url.includes('/api/')).length).toBeGreaterThan(800);
  const rendered = visits.flatMap((entry) => (entry.kind === 'guide' ? entry.demos : entry.kind === 'playground' ? [entry.demo] : []));
  expect(new Set(rendered)).toEqual(new Set(allDemos().map((demo) => demo.id)));
  expect(batches.flat()).toEqual(visits);
});

// The service worker (service-worker.spec.ts) would serve each page through its fetch handler,
// adding about 50 ms per page here for nothing checked.
test.use({ viewport: { width: 375, height: 740 }, serviceWorkers: 'block' });

for (const batch of batches) {
  const demos = batch.reduce((sum, entry) => sum + (entry.kind === 'guide' ? entry.demos.length : entry.kind === 'playground' ? 1 : 0), 0);
  test(`site pass ${batch[0].url} … (${batch.length} pages, ${demos} demos)`, async ({ page, pageProblems }, testInfo) => {
    test.setTimeout(30_000 + batchWeight(batch) * 4_000);
    for (const entry of batch) {
      const before = pageProblems.length;
      await visit(page, entry, testInfo);
      expect(pageProblems.slice(before), entry.url).toEqual([]);
    }
  });
}
