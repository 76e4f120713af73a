import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { QUIET_CHROMIUM_ARGS, findTestChromium } from './support/chromium';
import { expect, test } from './support/fixtures';
import { gotoHydrated, waitForHydration } from './support/hydration';
import { trackScripts } from './support/scripts';
import {
  proxyTo,
  startHttpsHost,
  staticFiles,
  type HttpsHost,
  type Override,
} from './support/httpsHost';

/**
 * The worker registers only on the production host (mui.com). The test browser resolves mui.com
 * to loopback HTTPS hosts with throwaway self-signed certificates it is told to accept (every
 * other host resolves nowhere, so nothing leaves the machine):
 * - a plain static host serving export/ as a CDN would, with no Service-Worker-Allowed header,
 *   where most tests run;
 * - a proxy in front of the suite's production server (`npm start`'s), on another port.
 * Both can substitute the worker, so a test can deploy "a new build" by changing it.
 */
const WORKER = fs.readFileSync(path.join(import.meta.dirname, '../../export/x/sw.js'), 'utf8');
const EN = '/x/introduction/installation/';
const ZH = '/zh/x/introduction/installation/';

let browser: Browser;
let plainHost: HttpsHost;
let serverHost: HttpsHost;
let workerSuffix = '';
let rootScopeAllowed = false;

/** The worker with today's suffix, and on request the header earlier builds' server sent. */
const worker: Override = (pathname) => {
  if (pathname !== '/x/sw.js' || (!workerSuffix && !rootScopeAllowed)) return undefined;
  const headers: Record<string, string> = rootScopeAllowed ? { 'service-worker-allowed': '/' } : {};
  return { body: WORKER + workerSuffix, headers };
};

// Each test installs a worker (its precache: the shell's scripts and fonts) and reads several pages.
test.describe.configure({ timeout: 90_000 });

test.beforeAll(async ({ baseURL }) => {
  plainHost = await startHttpsHost(
    'mui.com',
    staticFiles(path.join(import.meta.dirname, '../../export'), worker),
  );
  serverHost = await startHttpsHost('mui.com', proxyTo(baseURL!, worker));
  browser = await chromium.launch({
    executablePath: findTestChromium(),
    args: [
      ...QUIET_CHROMIUM_ARGS,
      '--host-resolver-rules=MAP mui.com 127.0.0.1, MAP * ~NOTFOUND',
      '--ignore-certificate-errors',
    ],
  });
});

test.afterAll(async () => {
  await browser?.close();
  await plainHost?.close();
  await serverHost?.close();
});

async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
}

/** Waits until a page's copy is in the worker's cache (it is stored in the background). */
async function cached(page: Page, url: string) {
  await expect
    .poll(
      () => page.evaluate(async (pageUrl) => (await caches.match(pageUrl)) !== undefined, url),
      { timeout: 15_000 },
    )
    .toBe(true);
}

const scopes = (page: Page) =>
  page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations())
      .map((registration) => registration.scope)
      .sort(),
  );

/** Every console message and page error that mentions a worker or a scope. */
function workerMessages(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/scope|service ?worker/i.test(message.text()))
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (/scope|service ?worker/i.test(error.message)) messages.push(`page error: ${error.message}`);
  });
  return messages;
}

test('no worker on any other host', async ({ page }) => {
  // The page decides in an effect of its first render, so by the hydration marker it has either
  // called register() or not: count the calls.
  await page.addInitScript(() => {
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    const w = window as { __registerCalls?: number };
    w.__registerCalls = 0;
    container.register = (...args) => {
      w.__registerCalls! += 1;
      return register(...args);
    };
  });
  await gotoHydrated(page, EN);
  expect(await page.evaluate(() => (window as { __registerCalls?: number }).__registerCalls)).toBe(
    0,
  );
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
  ).toBe(0);
});

test('on a plain static host each docs area registers its worker with its own scope, and pages read once reload offline', async () => {
  const origin = plainHost.origin;
  const context = await browser.newContext();
  const page = await context.newPage();
  const messages = workerMessages(page);
  const scripts = trackScripts(page);
  await page.goto(`${origin}${EN}`);
  await controlled(page);
  expect(await scopes(page)).toEqual([`${origin}/x/`]);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
    `${origin}/x/sw.js`,
  );
  await page.goto(`${origin}${ZH}`);
  await controlled(page);
  expect(await scopes(page)).toEqual([`${origin}/x/`, `${origin}/zh/x/`]);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
    `${origin}/zh/x/sw.js`,
  );
  // The next page is opened on the client, as readers mostly do.
  await page.getByRole('navigation', { name: '上一页和下一页' }).getByRole('link').last().click();
  await expect(page).toHaveURL(/\/zh\/x\/introduction\/licensing\/$/);
  await expect(page.locator('h1')).toBeVisible();
  for (const url of [EN, ZH, '/zh/x/introduction/licensing/'])
    await cached(page, `${origin}${url}`);
  // The lazily loaded parts of the page reach the cache too: every build asset the worker fetched
  // for it (`workerStart` is 0 for what the page loaded before the worker took control).
  await waitForHydration(page);
  await scripts.settled();
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const assets = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((entry) => entry.workerStart > 0)
            .map((entry) => entry.name)
            .filter((url) => new URL(url).pathname.startsWith('/_next/static/'));
          const missing = [];
          for (const url of assets) if (!(await caches.match(url))) missing.push(url);
          return missing;
        }),
      { timeout: 15_000 },
    )
    .toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/zh\/x\/introduction\/licensing\/$/);
  await expect(page.locator('h1')).toBeVisible();
  await page.goto(`${origin}${EN}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Installation' })).toBeVisible();
  await page.goto(`${origin}/zh/x/introduction/licensing/`);
  // Client-side navigation back to a page read before works offline too.
  await page.getByRole('navigation', { name: '上一页和下一页' }).getByRole('link').first().click();
  // Its data was never fetched, so the router falls back to loading the page, from the cache.
  await expect(page).toHaveURL(/\/zh\/x\/introduction\/installation\/$/, { timeout: 15_000 });
  await expect(page.locator('h1')).toBeVisible();
  // A page never read is not there.
  await expect(page.goto(`${origin}/x/introduction/roadmap/`)).rejects.toThrow();
  expect(messages).toEqual([]);
  await context.close();
});

test('a new build takes over: the waiting worker skips waiting and the page reloads once', async () => {
  const origin = plainHost.origin;
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}${EN}`);
  await controlled(page);
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  // The page reloads for a new build only while it has the focus (register.ts), and a page of a
  // busy suite's browser does not always have it: give it the focus, as a reader's tab would.
  await page.bringToFront();
  await expect.poll(() => page.evaluate(() => document.hasFocus())).toBe(true);
  workerSuffix = `\n// a later build ${Date.now()}`;
  await page.evaluate(async () => {
    (window as { __beforeUpdate?: boolean }).__beforeUpdate = true;
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
  await expect.poll(() => loads, { timeout: 15_000 }).toBe(1);
  expect(
    await page.evaluate(() => (window as { __beforeUpdate?: boolean }).__beforeUpdate),
  ).toBeUndefined();
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      scope: registration?.scope,
      waiting: registration?.waiting ?? null,
      active: registration?.active?.state,
      controlled: navigator.serviceWorker.controller !== null,
    };
  });
  expect(state).toEqual({
    scope: `${origin}/x/`,
    waiting: null,
    active: 'activated',
    controlled: true,
  });
  // No reload loop: the reloaded page has run its registration, and asking for an update again
  // finds nothing new to install, so nothing can take control and reload it once more.
  await waitForHydration(page);
  const again = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
    return { installing: registration?.installing ?? null, waiting: registration?.waiting ?? null };
  });
  expect(again).toEqual({ installing: null, waiting: null });
  expect(loads).toBe(1);
  workerSuffix = '';
  await context.close();
});

test('the icon fonts are not precached; the worker keeps them once a page has drawn an icon', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${plainHost.origin}/x/react-tree-view/simple-tree-view/customization/`);
  await controlled(page);
  const cachedFonts = () =>
    page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) {
          if (/\/static\/fonts\/.*\.woff2/.test(request.url))
            urls.push(`${name} ${new URL(request.url).pathname}`);
        }
      }
      return urls;
    });
  // At install: the site font's files are precached, the icon fonts are not.
  await expect
    .poll(async () =>
      (await cachedFonts()).some((entry) => entry.includes('ibm-plex-sans-latin-400')),
    )
    .toBe(true);
  expect((await cachedFonts()).filter((entry) => entry.includes('material-icons'))).toEqual([]);
  // No guide page draws a font icon today: once the page's live demos are in, one is drawn as a
  // demo would (the demos' code adds the icon font's stylesheet when the first one appears).
  const demo = page.locator('.demo-live').first();
  await demo.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect(demo.locator('.demo-placeholder')).toHaveCount(0, { timeout: 15_000 });
  await demo.evaluate((element) => {
    element.insertAdjacentHTML(
      'beforeend',
      '<span class="material-icons">home</span><span class="material-icons-two-tone">home</span>',
    );
  });
  await expect
    .poll(async () =>
      (await cachedFonts()).filter((entry) => entry.includes('material-icons')).sort(),
    )
    .toEqual([
      expect.stringMatching(
        /^docs-fonts \/static\/fonts\/material-icons-[\d.]+\/material-icons-latin-400-normal\.woff2$/,
      ),
      expect.stringMatching(
        /^docs-fonts \/static\/fonts\/material-icons-two-tone-[\d.]+\/material-icons-two-tone-latin-400-normal\.woff2$/,
      ),
    ]);
  await context.close();
});

test('behind the production server too, and a worker an earlier build registered for the whole origin is removed', async () => {
  const origin = serverHost.origin;
  const context = await browser.newContext();
  const page = await context.newPage();
  // An earlier build asked for scope "/", which its server allowed (registered here from a page
  // of the origin that runs none of today's code).
  rootScopeAllowed = true;
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/x/sw.js', { scope: '/' });
    await navigator.serviceWorker.ready;
  });
  expect(await scopes(page)).toEqual([`${origin}/`]);
  await expect
    .poll(() => page.evaluate(() => caches.keys()))
    .toContain(`workbox-precache-v2-${origin}/`);
  rootScopeAllowed = false;

  // A page under the old worker registers its area's and removes the old one; the new worker
  // takes the page over, which reloads it once, as for any new build.
  await page.goto(`${origin}${ZH}`);
  const controller = () =>
    page.evaluate(() => navigator.serviceWorker.controller?.scriptURL).catch(() => 'reloading');
  await expect.poll(controller, { timeout: 15_000 }).toBe(`${origin}/zh/x/sw.js`);
  await expect.poll(() => scopes(page).catch(() => ['reloading'])).toEqual([`${origin}/zh/x/`]);
  await page.goto(`${origin}${EN}`);
  await controlled(page);
  expect(await scopes(page)).toEqual([`${origin}/x/`, `${origin}/zh/x/`]);
  const precaches = (await page.evaluate(() => caches.keys()))
    .filter((name) => name.startsWith('workbox-precache-v2-'))
    .sort();
  expect(precaches).toEqual([
    `workbox-precache-v2-${origin}/x/`,
    `workbox-precache-v2-${origin}/zh/x/`,
  ]);
  await context.close();
});
