import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSeriousViolationAsLoaded } from './support/axe';
import { allDemos, guideDocsUrls } from './support/pages';
import {
  batchVisits,
  batchWeight,
  colorSchemeOf,
  siteVisits,
  type Visit,
} from './support/sitePass';

/**
 * The whole-site pass: every built docs page in both languages (guide pages, API pages and
 * Components API tabs) loads on a phone-sized screen without console errors or failed same-origin
 * requests (the fixture records those; each visit names its page), carries its product meta tags,
 * and does not scroll sideways; and every demo of the registry renders, once, on the English page
 * that first embeds it (or alone on its playground page). Every guide page is also checked by axe
 * with every WCAG A and AA rule once its demos are in (support/axe.ts), in one colour mode: it is
 * loaded in light or dark mode, alternating page by page (colorSchemeOf). Visits are batched in
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
    await page
      .context()
      .addCookies([
        { name: 'codeStyling', value: entry.styling, url: testInfo.project.use.baseURL! },
      ]);
  }
  // Guide pages alternate between the modes; the others are loaded in light mode.
  const colorScheme = entry.kind === 'guide' ? entry.colorScheme : 'light';
  await page.emulateMedia({ colorScheme });
  const response = await page.goto(entry.url);
  expect(response?.status(), entry.url).toBe(200);
  await networkQuiet(page, QUIET_MS);
  // One round trip for the page's checks: a role query walks the accessibility tree of the whole
  // page (about 150 ms on a long API page), where the h1 is one element.
  const found = await page.evaluate(() => {
    const heading = document.querySelector('h1');
    return {
      headingVisible:
        heading !== null &&
        heading.getBoundingClientRect().height > 0 &&
        getComputedStyle(heading).visibility !== 'hidden',
      productMeta: document.querySelectorAll('meta[name="mui:productId"]').length,
      categoryMeta: document.querySelectorAll('meta[name="mui:productCategoryId"]').length,
      overflow: document.documentElement.scrollWidth - window.innerWidth,
    };
  });
  expect(found.headingVisible, `${entry.url} shows its h1`).toBe(true);
  if (entry.kind !== 'playground') {
    expect([found.productMeta, found.categoryMeta], `${entry.url} product meta tags`).toEqual([
      1, 1,
    ]);
  }
  expect(found.overflow, `${entry.url} is wider than the screen`).toBeLessThanOrEqual(0);
  const pageMs = performance.now() - started;
  const demos =
    entry.kind === 'guide' ? entry.demos : entry.kind === 'playground' ? [entry.demo] : [];
  for (const id of demos) {
    const demoStarted = performance.now();
    await expectDemoRendered(page, id);
    testInfo.annotations.push({
      type: 'visit:demo',
      description: String(Math.round(performance.now() - demoStarted)),
    });
  }
  let axeMs = 0;
  if (entry.kind === 'guide') {
    const axeStarted = performance.now();
    await expectNoSeriousViolationAsLoaded(page, entry.colorScheme, entry.demos);
    axeMs = performance.now() - axeStarted;
    // Shown apart for the budget; bench:suite counts it in the guide visit, which grows with the site.
    testInfo.annotations.push({ type: 'axe', description: String(Math.round(axeMs)) });
  }
  testInfo.annotations.push({
    type: `visit:${entry.kind}`,
    description: String(Math.round(pageMs + axeMs)),
  });
}

test('the pass covers every built docs page and every demo, each once', () => {
  const urls = visits.filter((entry) => entry.kind !== 'playground').map((entry) => entry.url);
  expect(new Set(urls).size).toBe(urls.length);
  expect(urls.filter((url) => url.includes('/api/')).length).toBeGreaterThan(800);
  const rendered = visits.flatMap((entry) =>
    entry.kind === 'guide' ? entry.demos : entry.kind === 'playground' ? [entry.demo] : [],
  );
  expect(new Set(rendered)).toEqual(new Set(allDemos().map((demo) => demo.id)));
  expect(batches.flat()).toEqual(visits);
});

test('axe checks every guide page once, in one colour mode, alternating page by page', () => {
  const guides = visits.filter((entry) => entry.kind === 'guide');
  expect(guides.map((entry) => entry.url)).toEqual(guideDocsUrls());
  // Light, dark, dark, light, …: English pages alternate from route to route, and each Chinese
  // page takes the mode its English page did not.
  expect([0, 1, 2, 3, 4, 5].map(colorSchemeOf)).toEqual([
    'light',
    'dark',
    'dark',
    'light',
    'light',
    'dark',
  ]);
  const english = guides.filter((entry) => !entry.url.startsWith('/zh/'));
  const chinese = guides.filter((entry) => entry.url.startsWith('/zh/'));
  for (const pages of [english, chinese]) {
    expect(
      pages.slice(1).every((entry, index) => entry.colorScheme !== pages[index].colorScheme),
    ).toBe(true);
  }
});

// The service worker (service-worker.spec.ts) would serve each page through its fetch handler,
// adding about 50 ms per page here for nothing checked.
test.use({ viewport: { width: 375, height: 740 }, serviceWorkers: 'block' });

for (const batch of batches) {
  const demos = batch.reduce(
    (sum, entry) =>
      sum + (entry.kind === 'guide' ? entry.demos.length : entry.kind === 'playground' ? 1 : 0),
    0,
  );
  test(`site pass ${batch[0].url} … (${batch.length} pages, ${demos} demos)`, async ({
    page,
    pageProblems,
  }, testInfo) => {
    test.setTimeout(30_000 + batchWeight(batch) * 4_000);
    for (const entry of batch) {
      const before = pageProblems.length;
      await visit(page, entry, testInfo);
      expect(pageProblems.slice(before), entry.url).toEqual([]);
    }
  });
}
