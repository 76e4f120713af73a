import type { Page } from '@playwright/test';
import { axeViolations, COLOUR_RULES, WCAG_TAGS } from './support/axe';
import { acceptProblems, expect, test } from './support/fixtures';
import { feedEntry, json, MockAdFeed } from './support/mockAdFeed';

const AD_PAGE = '/x/introduction/installation/';
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

test('a feed ad shows as text, opens in a new tab, requests its impression pixels and reports clicks', async ({
  page,
  context,
}) => {
  await prepare(page, { random: 0.5 });
  await feed.serve(page, 'success', [
    json({ ads: [{}, { company: 'No link' }, feedEntry(feed.origin)] }),
  ]);
  await page.goto(AD_PAGE);
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

  const popup = context.waitForEvent('page');
  await link.click();
  await (await popup).close();
  expect(await adEvents(page)).toEqual([
    { eventAction: 'click', eventLabel: 'carbon-body-top-image' },
  ]);
});

test('an empty list or entries without statlink are asked again, at most 10 times, then a house ad shows', async ({
  page,
}) => {
  await prepare(page);
  await feed.serve(page, 'unusable', [
    json({ ads: [] }),
    json({ ads: [{ company: 'x', description: 'no link' }, {}] }),
  ]);
  await page.goto(AD_PAGE);
  await expect(adContent(page)).toHaveAttribute('data-ad-state', 'house');
  await expect(adContent(page)).toHaveAttribute(
    'data-ga-event-label',
    'in-house-carbon-body-top-image',
  );
  expect(feed.requests('unusable')).toBe(10);
  const link = adContent(page).getByRole('link');
  await expect(link).toHaveAttribute('href', /^https:\/\/mui\.com\/.*utm_campaign=in-house-/);
  await expect(link).toContainText('ad by MUI');
  await expect(adContent(page).locator('img')).toHaveAttribute(
    'src',
    /^\/static\/ads-in-house\/.+\.svg$/,
  );
});

test('repeated server errors stop after 10 requests and a house ad shows', async ({ page }) => {
  await prepare(page);
  await feed.serve(page, 'errors', [{ status: 500, body: 'Internal Server Error' }]);
  await page.goto(AD_PAGE);
  await expect(adContent(page)).toHaveAttribute('data-ad-state', 'house');
  expect(feed.requests('errors')).toBe(10);
});

test('malformed JSON is asked again; the next good answer is used', async ({ page }) => {
  await prepare(page);
  await feed.serve(page, 'malformed', [
    { status: 200, body: '{"ads": [{"statlink": ' },
    json({ ads: [feedEntry(feed.origin)] }),
  ]);
  await page.goto(AD_PAGE);
  await expect(adContent(page)).toHaveAttribute('data-ad-state', 'feed');
  expect(feed.requests('malformed')).toBe(2);
});

test('hostile strings from the feed stay inert text, and javascript: links are refused', async ({
  page,
}) => {
  await prepare(page);
  const markup = '<img src=x onerror="window.__pwned=1">';
  await feed.serve(page, 'hostile', [
    json({
      ads: [
        { company: 'Evil', description: 'first', statlink: 'javascript:window.__pwned=1' },
        feedEntry(feed.origin, {
          company: markup,
          description: '<script>window.__pwned=1</script> & <b>bold</b>',
          image: 'javascript:alert(1)',
          statimp: 'data:text/html,x',
        }),
      ],
    }),
  ]);
  await page.goto(AD_PAGE);
  const content = adContent(page);
  await expect(content).toHaveAttribute('data-ad-state', 'feed');
  await expect(content.locator('strong')).toHaveText(markup);
  await expect(content.locator('.Ad-description')).toContainText(
    '<script>window.__pwned=1</script> & <b>bold</b>',
  );
  expect(await content.locator('script, b, img').count()).toBe(0);
  await expect(content.getByRole('link')).toHaveAttribute('href', `${feed.origin}/click?id=1`);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});

test.describe('when the feed fails on the network (an ad blocker)', () => {
  test('about 20% of visitors see a request to allow ads', async ({ page }) => {
    await prepare(page, { random: 0.1 });
    let feedRequests = 0;
    page.on('request', (request) => {
      if (request.url().includes('buysellads')) feedRequests += 1;
    });
    await page.goto(AD_PAGE);
    const content = adContent(page);
    await expect(content).toHaveAttribute('data-ad-state', 'adblock-message', { timeout: 10_000 });
    await expect(content).toHaveAttribute('data-ga-event-label', 'in-house-adblock-body-top-image');
    await expect(content).toContainText('please allow ads on this site');
    await expect(content.getByRole('img', { name: 'love' })).toBeVisible();
    expect(feedRequests).toBe(1);
  });

  test('the others see a house ad', async ({ page }) => {
    await prepare(page, { random: 0.5 });
    await page.goto('/zh' + AD_PAGE);
    const content = adContent(page);
    await expect(content).toHaveAttribute('data-ad-state', 'house', { timeout: 10_000 });
    await expect(content).toHaveAttribute('data-ga-event-label', 'in-house-body-top-image');
    await expect(content).toContainText('广告来自 MUI');
  });
});

test.describe('for a crawler', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  });

  test('the ad is empty and the feed is not asked', async ({ page }) => {
    await prepare(page);
    await feed.serve(page, 'bot', [json({ ads: [feedEntry(feed.origin)] })]);
    await page.goto(AD_PAGE);
    await expect(adContent(page)).toHaveAttribute('data-ad-state', 'empty');
    await expect(adContent(page).locator('a, p')).toHaveCount(0);
    expect(feed.requests('bot')).toBe(0);
  });
});

test('the inline style is a text line with an "Ad" tag', async ({ page }) => {
  await prepare(page, { shape: 'inline' });
  await feed.serve(page, 'inline', [json({ ads: [feedEntry(feed.origin)] })]);
  await page.goto(AD_PAGE);
  const content = adContent(page);
  await expect(content).toHaveAttribute('data-ga-event-label', 'carbon-body-top-inline');
  await expect(content.locator('.Ad-tag')).toHaveText('Ad');
  await expect(content.locator('img')).toHaveCount(0);
  await expect(content.getByRole('link')).toContainText('Acme Builds — Incremental builds');
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

test('display events are sampled at one in ten', async ({ page }) => {
  await prepare(page, { random: 0.05 });
  await feed.serve(page, 'sampled', [json({ ads: [feedEntry(feed.origin)] })]);
  await page.goto(AD_PAGE);
  await expect(adContent(page)).toHaveAttribute('data-ad-state', 'feed');
  await expect
    .poll(() => adEvents(page))
    .toEqual([{ eventAction: 'display', eventLabel: 'carbon-body-top-image' }]);

  await prepare(page, { random: 0.5 });
  await page.reload();
  await expect(adContent(page)).toHaveAttribute('data-ad-state', 'feed');
  await page.waitForTimeout(300);
  expect(await adEvents(page)).toEqual([]);
});

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
  await page.goto(AD_PAGE);
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
  page,
}) => {
  for (const url of [
    '/x/introduction/',
    '/x/api/data-grid/grid-col-def/',
    '/playground/introduction/DataGridPreview/',
  ]) {
    await page.goto(url);
    await expect(page.locator('h1, main').first()).toBeVisible();
    await expect(page.locator('.Ad-root'), url).toHaveCount(0);
  }
  await page.goto('/x/api/data-grid/data-grid/');
  await expect(page.locator('.Ad-root')).toHaveCount(1);
});

test.describe('light and dark mode', () => {
  test.use({ colorScheme: 'light' });
  test('every ad presentation passes axe and is reachable by keyboard', async ({ page }) => {
    // Four presentations, each loaded and checked by axe in light mode, then (the site follows the
    // system setting live) with the colour rules in dark mode, the only ones whose answer can change.
    test.setTimeout(120_000);
    const cases = [
      { shape: 'image' as const, random: 0.5, scenario: 'axe-feed', state: 'feed' },
      { shape: 'inline' as const, random: 0.5, scenario: 'axe-inline', state: 'feed' },
      { shape: 'image' as const, random: 0.5, scenario: null, state: 'house' },
      { shape: 'image' as const, random: 0.1, scenario: null, state: 'adblock-message' },
    ];
    for (const { shape, random, scenario, state } of cases) {
      const tab = await page.context().newPage();
      await prepare(tab, { shape, random });
      if (scenario) await feed.serve(tab, scenario, [json({ ads: [feedEntry(feed.origin)] })]);
      await tab.goto(AD_PAGE);
      await expect(adContent(tab)).toHaveAttribute('data-ad-state', state, { timeout: 10_000 });
      const light = await axeViolations(tab, { tags: WCAG_TAGS }, { include: ['.Ad-root'] });
      expect(light.map((violation) => `light ${state}/${shape}: ${violation.id}`)).toEqual([]);
      await tab.emulateMedia({ colorScheme: 'dark' });
      await expect(tab.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
      const dark = await axeViolations(tab, { rules: COLOUR_RULES }, { include: ['.Ad-root'] });
      expect(dark.map((violation) => `dark ${state}/${shape}: ${violation.id}`)).toEqual([]);
      if (state !== 'adblock-message') {
        const link = adContent(tab).getByRole('link');
        await link.focus();
        await expect(link).toBeFocused();
        await expect(link).toHaveCSS('outline-style', 'solid');
      }
      await tab.close();
    }
  });
});
