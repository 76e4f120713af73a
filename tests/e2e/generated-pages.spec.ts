import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { generatedDocsUrls, playgroundUrls } from './support/pages';

/**
 * The whole-site pass for generated pages (all-pages.spec.ts does the guide pages): every API page
 * and Components API tab, in both languages, and every demo's playground page, loads on a
 * phone-sized screen without console errors or failed same-origin requests (the fixture checks
 * those; this names the page) and does not scroll sideways. Over 800 pages, so a batch of pages shares one browser tab, and a page is done
 * once it has requested nothing for QUIET_MS (its islands have loaded), not after the 500 ms of
 * Playwright's "networkidle". Errors that come later still fail the batch (the fixture sees them).
 */
const BATCH_SIZE = 30;
const QUIET_MS = 100;

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

const docsUrls = new Set(generatedDocsUrls());
const urls = [...docsUrls, ...playgroundUrls()];
const batches = Array.from({ length: Math.ceil(urls.length / BATCH_SIZE) }, (_, index) => urls.slice(index * BATCH_SIZE, (index + 1) * BATCH_SIZE));

test('the generated pages are all in the pass', () => {
  expect(docsUrls.size).toBeGreaterThan(800);
  expect(urls.length - docsUrls.size).toBeGreaterThan(100);
  expect(new Set(batches.flat())).toEqual(new Set(urls));
});

// The service worker (tested in service-worker.spec.ts and by the guide pages' pass) would serve
// each page through its fetch handler, adding about 50 ms per page here for nothing checked.
test.use({ viewport: { width: 375, height: 740 }, serviceWorkers: 'block' });

for (const batch of batches) {
  test(`generated pages ${batch[0]} … ${batch.at(-1)} (${batch.length})`, async ({ page, pageProblems }) => {
    test.setTimeout(30_000 + batch.length * 2_000);
    for (const url of batch) {
      const before = pageProblems.length;
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), url).toBeVisible();
      if (docsUrls.has(url)) await expect(page.locator('meta[name="mui:productId"]'), url).toHaveCount(1);
      await networkQuiet(page, QUIET_MS);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${url} is wider than the screen`).toBeLessThanOrEqual(0);
      expect(pageProblems.slice(before), url).toEqual([]);
    }
  });
}
