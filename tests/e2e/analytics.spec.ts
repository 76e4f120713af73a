import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { gotoHydrated } from './support/hydration';
import { trackScripts } from './support/scripts';

const PAGE = '/x/introduction/installation/';

/** Every call queued in `window.dataLayer`, as plain arrays. */
async function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)),
  );
}

async function events(page: Page, name: string): Promise<Record<string, unknown>[]> {
  return (await dataLayer(page))
    .filter((args) => args[0] === 'event' && args[1] === name)
    .map((args) => args[2] as Record<string, unknown>);
}

async function userProperties(page: Page): Promise<Record<string, unknown>[]> {
  return (await dataLayer(page))
    .filter((args) => args[0] === 'set' && args[1] === 'user_properties')
    .map((args) => args[2] as Record<string, unknown>);
}

/** Keeps the web-vitals draw and ad sampling out of the way unless a test sets its own value. */
async function fixRandom(page: Page, value: number) {
  await page.addInitScript((random) => {
    Math.random = () => random;
  }, value);
}

test('the global tag queue exists before any other script, and the Google tag is not loaded without an id', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(PAGE);
  const firstScript = await page
    .locator('script')
    .first()
    .evaluate((script) => script.textContent ?? '');
  expect(firstScript).toContain('window.dataLayer=window.dataLayer||[]');
  expect((await dataLayer(page))[0][0]).toBe('js');
  expect(requests.filter((url) => url.includes('googletagmanager'))).toEqual([]);
});

test('page views are sent on the first load and after each client-side navigation', async ({
  page,
}) => {
  await fixRandom(page, 0.5);
  await gotoHydrated(page, PAGE);
  await expect
    .poll(() => events(page, 'page_view'))
    .toEqual([
      {
        page_title: 'Installation - MUI X',
        page_location: 'https://mui.com/x/introduction/installation/',
        productId: 'null',
        productCategoryId: 'x',
      },
    ]);
  // The "next page" link navigates on the client: no new document, one more page view.
  await page.evaluate(() => {
    (window as { __samePage?: boolean }).__samePage = true;
  });
  await page
    .getByRole('navigation', { name: 'Previous and next pages' })
    .getByRole('link')
    .last()
    .click();
  await expect(page).toHaveURL(/\/x\/introduction\/licensing\/$/);
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
  await expect.poll(async () => (await events(page, 'page_view')).length).toBe(2);
  const [, second] = await events(page, 'page_view');
  expect(second).toMatchObject({
    page_title: expect.stringMatching(/^Licensing - MUI X$/),
    page_location: 'https://mui.com/x/introduction/licensing/',
  });
});

test('clicks on tracked elements send their category, action and label; data-ga-event-split samples them', async ({
  page,
}) => {
  await fixRandom(page, 0.5);
  await gotoHydrated(page, PAGE);
  await page.getByRole('button', { name: 'Toggle settings drawer' }).click();
  await page.getByRole('button', { name: 'Dark' }).click();
  await expect
    .poll(() => events(page, 'settings'))
    .toEqual([{ eventAction: 'dark', eventLabel: null }]);
  await page.keyboard.press('Escape');
  await page.evaluate(() => {
    for (const split of ['0.1', '0.9']) {
      const button = document.createElement('button');
      button.textContent = `split ${split}`;
      button.dataset.gaEventCategory = 'probe';
      button.dataset.gaEventAction = split;
      button.dataset.gaEventSplit = split;
      document.body.append(button);
    }
  });
  // Math.random() is 0.5: the 0.1 sample skips the click, the 0.9 sample sends it.
  await page.getByRole('button', { name: 'split 0.1' }).dispatchEvent('click');
  await page.getByRole('button', { name: 'split 0.9' }).dispatchEvent('click');
  await expect
    .poll(() => events(page, 'probe'))
    .toEqual([{ eventAction: '0.9', eventLabel: null }]);
});

test('user properties are sent once known and again when one changes, zoom included', async ({
  page,
}) => {
  await fixRandom(page, 0.5);
  await gotoHydrated(page, '/zh' + PAGE);
  await expect
    .poll(() => userProperties(page))
    .toEqual([
      {
        codeVariant: 'TS',
        codeStylingVariant: 'MUI System',
        userLanguage: 'zh',
        devicePixelRatio: 1,
        colorSchemeOS: 'light',
        colorScheme: 'light',
      },
    ]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect
    .poll(async () => (await userProperties(page)).at(-1))
    .toMatchObject({ colorSchemeOS: 'dark', colorScheme: 'dark' });
  await page.getByRole('button', { name: '切换设置面板' }).click();
  await page.getByRole('button', { name: 'JavaScript' }).click();
  await expect
    .poll(async () => (await userProperties(page)).at(-1))
    .toMatchObject({ codeVariant: 'JS' });
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setDeviceMetricsOverride', {
    width: 1024,
    height: 576,
    deviceScaleFactor: 1.25,
    mobile: false,
  });
  await expect
    .poll(async () => (await userProperties(page)).at(-1))
    .toMatchObject({ devicePixelRatio: 1.3 });
});

test('web vitals: a sampled session reports its metrics', async ({ page }) => {
  await fixRandom(page, 0.00005);
  await page.goto(PAGE);
  await expect
    .poll(
      async () =>
        (await dataLayer(page)).filter((args) => args[0] === 'event' && args[1] === 'TTFB').length,
      { timeout: 10_000 },
    )
    .toBe(1);
  const [ttfb] = await events(page, 'TTFB');
  expect(ttfb).toEqual({
    value: expect.any(Number),
    metric_label: 'Web Vitals',
    metric_value: expect.any(Number),
    metric_delta: expect.any(Number),
    metric_id: expect.stringMatching(/\S/),
  });
  expect(ttfb.value).toBe(ttfb.metric_delta);
});

test('web vitals: the other sessions report nothing and never load the library', async ({
  page,
}) => {
  await fixRandom(page, 0.5);
  const scripts = trackScripts(page);
  // The sampling is decided, and for a sampled session the library requested, in an effect of
  // the first render: once the page has hydrated and its scripts have arrived, it would be here.
  await gotoHydrated(page, PAGE);
  await scripts.settled();
  const reported = (await dataLayer(page)).filter(
    (args) =>
      args[0] === 'event' &&
      (args[2] as { metric_label?: string } | undefined)?.metric_label === 'Web Vitals',
  );
  expect(reported).toEqual([]);
  expect(scripts.bodies.some(({ body }) => body.includes('largest-contentful-paint'))).toBe(false);
});
