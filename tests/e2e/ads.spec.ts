import type { Page } from '@playwright/test';
import { AD_BLOCK_CHECK_INTERVAL_MS } from '../../src/engine/ads/constants';
import { axeViolations, COLOUR_RULES, WCAG_TAGS } from './support/axe';
import { acceptProblems, expect, test } from './support/fixtures';
import { gotoHydrated } from './support/hydration';
import { feedEntry, json, MockAdFeed } from './support/mockAdFeed';

const AD_PAGE = '/x/introduction/installation/';

/*
 * Which ad shows and how (feed, house ad after unusable or failing answers, the ad-blocker split,
 * crawlers, the inline style, hostile feed strings, the display sampling) is decided by pure
 * functions and drawn by a component given props: chooseAd.test.ts, feed.test.ts, events.test.ts
 * and AdView.test.tsx test it without a browser. Here: one journey from a local feed, and what only
 * a browser shows (a real network failure, layout, a crash, accessibility).
 */
let feed: MockAdFeed;

test.beforeAll(async () => {
  feed = await new MockAdFeed().start();
});
test.afterAll(async () => {
  await feed.close();
});

/**
 * Fixes the session's ad style and, when given, Math.random (which also decides sampling and the
 * ad-blocker split), and records analytics calls in `dataLayer` as the global tag does.
 */
async function prepare(
  page: Page,
  { shape = 'image', random }: { shape?: 'image' | 'inline'; random?: number } = {},
) {
  await page.addInitScript(
    ({ shape, random }) => {
      window.sessionStorage.setItem('adShape', shape);
      if (random !== undefined) Math.random = () => random;
      const layer: unknown[] = (window.dataLayer = window.dataLayer || []);
      window.gtag ??= function gtag() {
        // eslint-disable-next-line prefer-rest-params -- gtag.js reads Arguments objects from dataLayer, not arrays (as the site's own snippet pushes)
        layer.push(arguments);
      };
    },
    { shape, random },
  );
}

/** The `gtag('event', 'ad', …)` calls so far. */
async function adEvents(page: Page): Promise<{ eventAction: string; eventLabel: string }[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'event' && args[1] === 'ad')
      .map((args) => args[2] as { eventAction: string; eventLabel: string }),
  );
}

const adContent = (page: Page) => page.locator('.Ad-root .Ad-content');

/**
 * After the feed failed on the network (the test browser reaches no outside host), the ad-blocker
 * detection looks for the ad element every 500 ms, seven times, before it decides. On a page that
 * runs on Playwright's clock (`page.clock.install()` before it loads), each poll plays one check
 * at once instead of waiting for it, until the slot shows `state`.
 */
async function untilAdBlockDetected(page: Page, state: string) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(AD_BLOCK_CHECK_INTERVAL_MS);
        return adContent(page).getAttribute('data-ad-state');
      },
      // No pause between polls: each one already plays 500 ms of the page's time.
      { intervals: [0] },
    )
    .toBe(state);
}

test('a feed ad from the feed shows, requests its impression pixels, reports its display and opens on click', async ({
  page,
  context,
}) => {
  // 0.05: this display is in the one-in-ten sample reported to analytics.
  await prepare(page, { random: 0.05 });
  await feed.serve(page, 'success', [
    json({ ads: [{}, { company: 'No link' }, feedEntry(feed.origin)] }),
  ]);
  await gotoHydrated(page, AD_PAGE);
  const content = adContent(page);
  await expect(content).toHaveAttribute('data-ad-state', 'feed');
  await expect(content).toHaveAttribute('data-ga-event-label', 'carbon-body-top-image');
  await expect(page.locator('.Ad-root')).toHaveAttribute('data-ga-event-category', 'ad');
  const link = content.getByRole('link');
  await expect(link).toHaveText(
    'Acme Builds — Incremental builds for large React apps, cached in the cloud.ad by Carbon',
  );
  await expect(link).toHaveAttribute('href', `${feed.origin}/click?id=1`);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener sponsored');
  await expect(content.locator('img')).toHaveAttribute('src', `${feed.origin}/img.svg`);
  expect(feed.requests('success')).toBe(1);
  await expect
    .poll(() => [...feed.pixels].sort())
    .toEqual(['/pixel/a?t=1763800000', '/pixel/b/1763800000', '/pixel/imp']);

  await expect
    .poll(() => adEvents(page))
    .toEqual([{ eventAction: 'display', eventLabel: 'carbon-body-top-image' }]);

  const popup = context.waitForEvent('page');
  await link.click();
  const opened = await popup;
  await expect(opened).toHaveURL(`${feed.origin}/click?id=1`);
  await opened.close();
  expect(await adEvents(page)).toEqual([
    { eventAction: 'display', eventLabel: 'carbon-body-top-image' },
    { eventAction: 'click', eventLabel: 'carbon-body-top-image' },
  ]);
});

test.describe('when the feed fails on the network (an ad blocker)', () => {
  test('about 20% of visitors see a request to allow ads', async ({ page }) => {
    await prepare(page, { random: 0.1 });
    let feedRequests = 0;
    page.on('request', (request) => {
      if (request.url().includes('buysellads')) feedRequests += 1;
    });
    await page.clock.install();
    await gotoHydrated(page, AD_PAGE);
    await untilAdBlockDetected(page, 'adblock-message');
    const content = adContent(page);
    await expect(content).toHaveAttribute('data-ga-event-label', 'in-house-adblock-body-top-image');
    await expect(content).toContainText('please allow ads on this site');
    await expect(content.getByRole('img', { name: 'love' })).toBeVisible();
    expect(feedRequests).toBe(1);
  });
});

for (const { width, reserved } of [
  { width: 375, reserved: 142 },
  { width: 1400, reserved: 126 },
]) {
  test(`at ${width} px the ad fills the ${reserved} px reserved before it arrived, with no layout shift`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await prepare(page);
    await page.addInitScript(() => {
      const shifts: number[] = ((window as { __shifts?: number[] }).__shifts = []);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const long =
      'Incremental builds for large React apps, cached in the cloud and shared by the whole team, with reports on every pull request.';
    await feed.serve(page, `layout-${width}`, [
      json({ ads: [feedEntry(feed.origin, { description: long })] }),
    ]);
    // Measured as soon as the page has loaded: the box the server reserved, ad or not.
    await page.goto(AD_PAGE);
    const root = page.locator('.Ad-root');
    const before = await root.boundingBox();
    expect(before?.height).toBe(reserved);
    await expect(adContent(page)).toHaveAttribute('data-ad-state', 'feed');
    await expect(adContent(page).locator('img')).toBeVisible();
    const after = await root.boundingBox();
    expect(after).toEqual(before);
    expect(
      await adContent(page)
        .locator('.Ad-box')
        .evaluate((box) => box.getBoundingClientRect().height),
    ).toBe(reserved);
    const margins = await root.evaluate((element) => [
      getComputedStyle(element).marginTop,
      getComputedStyle(element).marginBottom,
    ]);
    expect(margins).toEqual(['24px', '24px']);
    expect(await page.evaluate(() => (window as { __shifts?: number[] }).__shifts)).toEqual([]);
  });
}

test('an ad that fails while rendering shows nothing, reports a crash and leaves the page intact', async ({
  page,
  pageProblems,
}) => {
  await prepare(page);
  // A privacy extension that breaks the Image constructor makes the impression pixels throw.
  await page.addInitScript(() => {
    window.Image = function BrokenImage() {
      throw new Error('Image is blocked');
    } as unknown as typeof Image;
  });
  await feed.serve(page, 'crash', [json({ ads: [feedEntry(feed.origin)] })]);
  await gotoHydrated(page, AD_PAGE);
  await expect
    .poll(() => adEvents(page))
    .toContainEqual({ eventAction: 'crash', eventLabel: 'carbon-body-top-image' });
  await expect(page.locator('.Ad-root')).toBeEmpty();
  await expect(page.locator('.Ad-root')).toHaveCSS('min-height', '126px');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Toggle settings drawer' }).click();
  await expect(page.getByRole('button', { name: 'Dark' })).toBeVisible();
  acceptProblems(pageProblems, /Image is blocked/);
});

test('the overview, interface API pages and playgrounds have no ad; component API pages have one', async ({
  request,
}) => {
  // The reserved box is in the server-rendered page whenever the page has an ad.
  const html = async (url: string) => (await request.get(url)).text();
  for (const url of [
    '/x/introduction/',
    '/x/api/data-grid/grid-col-def/',
    '/playground/introduction/DataGridPreview/',
  ]) {
    const page = await html(url);
    expect(page, url).toMatch(/<h1|<main/);
    expect(page, url).not.toContain('Ad-root');
  }
  expect((await html('/x/api/data-grid/data-grid/')).match(/class="Ad-root /g)).toHaveLength(1);
});

test.describe('light and dark mode', () => {
  test.use({ colorScheme: 'light' });
  // Each presentation is checked by axe in light mode, then (the site follows the system setting
  // live) with the colour rules in dark mode, the only ones whose answer can change.
  for (const { shape, random, scenario, state } of [
    { shape: 'image' as const, random: 0.5, scenario: 'axe-feed', state: 'feed' },
    { shape: 'inline' as const, random: 0.5, scenario: 'axe-inline', state: 'feed' },
    { shape: 'image' as const, random: 0.5, scenario: null, state: 'house' },
    { shape: 'image' as const, random: 0.1, scenario: null, state: 'adblock-message' },
  ]) {
    test(`the ${state} ad (${shape}) passes axe and is reachable by keyboard`, async ({ page }) => {
      await prepare(page, { shape, random });
      if (scenario) await feed.serve(page, scenario, [json({ ads: [feedEntry(feed.origin)] })]);
      else await page.clock.install();
      await gotoHydrated(page, AD_PAGE);
      if (scenario) await expect(adContent(page)).toHaveAttribute('data-ad-state', state);
      else await untilAdBlockDetected(page, state);
      const light = await axeViolations(page, { tags: WCAG_TAGS }, { include: ['.Ad-root'] });
      expect(light.map((violation) => `light ${state}/${shape}: ${violation.id}`)).toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
      const dark = await axeViolations(page, { rules: COLOUR_RULES }, { include: ['.Ad-root'] });
      expect(dark.map((violation) => `dark ${state}/${shape}: ${violation.id}`)).toEqual([]);
      if (state !== 'adblock-message') {
        const link = adContent(page).getByRole('link');
        await link.focus();
        await expect(link).toBeFocused();
        await expect(link).toHaveCSS('outline-style', 'solid');
      }
    });
  }
});
