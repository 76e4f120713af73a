import { expect, test } from './support/fixtures';
import { gotoHydrated } from './support/hydration';

/**
 * What a page asks for before its first paint: the document alone. Its scripts start after the
 * first frame (src/engine/loading/scriptsAfterContentfulPaint.ts); the site font's files are fetched
 * after a first visit's load and used from the next page load on
 * (src/engine/theme/fonts/webFontLoading.ts).
 */
const PAGE = '/x/introduction/installation/';

/** Start times (ms since navigation) of the first paint and of the resources matching a pattern. */
function timings(page: import('@playwright/test').Page, pattern: string) {
  return page.evaluate((source) => {
    const matches = new RegExp(source);
    const paint = performance.getEntriesByName('first-paint')[0]?.startTime ?? null;
    const resources = performance
      .getEntriesByType('resource')
      .filter((entry) => matches.test(entry.name))
      .map((entry) => entry.startTime);
    return { paint, resources };
  }, pattern);
}

test('the page is rendered before any of its scripts is asked for, then hydrates', async ({
  page,
}) => {
  // The first frame's animation callbacks: this one is asked for before any of the page's.
  await page.addInitScript(() =>
    requestAnimationFrame(() => {
      (window as { firstFrame?: number }).firstFrame = performance.now();
    }),
  );
  const response = await page.goto(PAGE);
  // No script element the browser would fetch at once (the nomodule polyfills only old browsers do).
  const fetchedAtOnce = /<script(?![^>]*noModule)[^>]*\ssrc="\/_next\//;
  expect(fetchedAtOnce.test(await response!.text())).toBe(false);
  await gotoHydrated(page, PAGE);
  const firstFrame = await page.evaluate(() => (window as { firstFrame?: number }).firstFrame);
  const { resources } = await timings(page, '/_next/static/.*\\.js$');
  expect(firstFrame).toBeGreaterThan(0);
  expect(resources.length).toBeGreaterThan(5);
  for (const start of resources) expect(start).toBeGreaterThan(firstFrame!);
});

test('a first visit paints without the site font, fetches it after load, and the next load uses it', async ({
  page,
}) => {
  const fontFiles = '/static/fonts/ibm-plex-sans-[^/]+/[^/]+\\.woff2$';
  await gotoHydrated(page, PAGE);
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('docs-web-fonts')))
    .toMatch(/^[\d.]+:400,500,600,700$/);
  const first = await timings(page, fontFiles);
  expect(first.resources).toHaveLength(4);
  for (const start of first.resources) expect(start).toBeGreaterThan(first.paint!);
  // This document stays in the fallback: switching the faces on now would redraw its text.
  expect(await page.locator('#web-fonts').getAttribute('media')).toBe('not all');

  await page.reload();
  await expect(page.locator('#web-fonts')).toHaveAttribute('media', 'all');
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('16px "IBM Plex Sans"')))
    .toBe(true);
  const usedFamily = await page
    .locator('h1')
    .evaluate((heading) => getComputedStyle(heading).fontFamily);
  expect(usedFamily.startsWith('"IBM Plex Sans"')).toBe(true);
});
