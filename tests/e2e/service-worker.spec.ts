import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from '@playwright/test';
import { QUIET_CHROMIUM_ARGS, findChromium } from './support/chromium';
import { expect, test } from './support/fixtures';

/**
 * The worker registers only on the production host (mui.com). The test browser resolves mui.com to
 * a loopback HTTPS proxy in front of the test server (with a throwaway self-signed certificate the
 * browser is told to accept; every other host resolves nowhere, so nothing leaves the machine).
 * The proxy serves the worker itself so a test can deploy "a new build" by changing it.
 */
let browser: Browser;
let proxy: https.Server;
let origin = '';
let workerSuffix = '';
let upstream = '';

test.beforeAll(async ({ baseURL }) => {
  upstream = baseURL!;
  const worker = await (await fetch(`${upstream}/x/sw.js`)).text();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-cert-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=mui.com', '-addext', 'subjectAltName=DNS:mui.com', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'ignore' });
  const tls = { key: fs.readFileSync(path.join(dir, 'key.pem')), cert: fs.readFileSync(path.join(dir, 'cert.pem')) };
  proxy = https.createServer(tls, (request, response) => {
    if (request.url === '/x/sw.js') {
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-cache', 'service-worker-allowed': '/' });
      response.end(worker + workerSuffix);
      return;
    }
    const forward = http.request(`${upstream}${request.url}`, { method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  origin = `https://mui.com:${(proxy.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: findChromium(),
    args: [...QUIET_CHROMIUM_ARGS, '--host-resolver-rules=MAP mui.com 127.0.0.1, MAP * ~NOTFOUND', '--ignore-certificate-errors'],
  });
});

test.afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => proxy.close(() => resolve()));
});

async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
}

test('no worker on any other host', async ({ page }) => {
  await page.goto('/x/introduction/installation/');
  await page.waitForTimeout(1500);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});

test('on the production host the worker registers for the whole site, and pages read once reload offline', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/x/introduction/installation/`);
  await controlled(page);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(`${origin}/`);
  await page.goto(`${origin}/zh/x/introduction/installation/`);
  // The next page is opened on the client, as readers mostly do.
  await page.getByRole('navigation', { name: '上一页和下一页' }).getByRole('link').last().click();
  await expect(page).toHaveURL(/\/zh\/x\/introduction\/licensing\/$/);
  await expect(page.locator('h1')).toBeVisible();
  // Let the copies of the pages and their lazily loaded parts reach the cache.
  await page.waitForTimeout(1000);

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/zh\/x\/introduction\/licensing\/$/);
  await expect(page.locator('h1')).toBeVisible();
  await page.goto(`${origin}/x/introduction/installation/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Installation' })).toBeVisible();
  await page.goto(`${origin}/zh/x/introduction/licensing/`);
  // Client-side navigation back to a page read before works offline too.
  await page.getByRole('navigation', { name: '上一页和下一页' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/zh\/x\/introduction\/installation\/$/);
  await expect(page.locator('h1')).toBeVisible();
  // A page never read is not there.
  await expect(page.goto(`${origin}/x/introduction/roadmap/`)).rejects.toThrow();
  await context.close();
});

test('a new build takes over: the waiting worker skips waiting and the page reloads once', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/x/introduction/installation/`);
  await controlled(page);
  const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(firstWorker).toBe(`${origin}/x/sw.js`);
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  workerSuffix = `\n// a later build ${Date.now()}`;
  await page.evaluate(async () => {
    (window as { __beforeUpdate?: boolean }).__beforeUpdate = true;
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
  await expect.poll(() => loads, { timeout: 15_000 }).toBe(1);
  expect(await page.evaluate(() => (window as { __beforeUpdate?: boolean }).__beforeUpdate)).toBeUndefined();
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { waiting: registration?.waiting ?? null, active: registration?.active?.state, controlled: navigator.serviceWorker.controller !== null };
  });
  expect(state).toEqual({ waiting: null, active: 'activated', controlled: true });
  // No reload loop.
  await page.waitForTimeout(2000);
  expect(loads).toBe(1);
  workerSuffix = '';
  await context.close();
});

test('the icon fonts are not precached; the worker keeps them once a page has drawn an icon', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/playground/diagnostics/IconFontDemo/`);
  await controlled(page);
  const cachedFonts = () =>
    page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) {
          if (/\/static\/fonts\/.*\.woff2/.test(request.url)) urls.push(`${name} ${new URL(request.url).pathname}`);
        }
      }
      return urls;
    });
  // At install: the site font's files are precached, the icon fonts are not.
  await expect.poll(async () => (await cachedFonts()).some((entry) => entry.includes('ibm-plex-sans-latin-400'))).toBe(true);
  expect((await cachedFonts()).filter((entry) => entry.includes('material-icons'))).toEqual([]);
  // The page, now under the worker, draws its icons: their files go to the fonts cache.
  await page.reload();
  await expect(page.locator('.material-icons').first()).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(async () => (await cachedFonts()).filter((entry) => entry.includes('material-icons')).sort())
    .toEqual([
      expect.stringMatching(/^docs-fonts \/static\/fonts\/material-icons-[\d.]+\/material-icons-latin-400-normal\.woff2$/),
      expect.stringMatching(/^docs-fonts \/static\/fonts\/material-icons-two-tone-[\d.]+\/material-icons-two-tone-latin-400-normal\.woff2$/),
    ]);
  await context.close();
});
