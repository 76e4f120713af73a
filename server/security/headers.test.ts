import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../server';
import { rawRequest, request, type TestResponse } from '../testing/request';
import { createTempSite } from '../testing/tempSite';

let site: ReturnType<typeof createTempSite>;
let server: http.Server;
let base: string;

beforeAll(async () => {
  site = createTempSite();
  server = await startServer({
    exportDir: site.exportDir,
    port: 0,
    host: '127.0.0.1',
    rateLimit: false,
    csp: { gaMeasurementId: 'G-TEST123', adFeedUrl: 'https://ads.example.com/feed.json' },
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    // Sockets kept alive by the client would otherwise hold close() for seconds.
    server.closeAllConnections();
  });
  fs.rmSync(site.dir, { recursive: true, force: true });
});

/** A GET with the path exactly as given, as a TestResponse. */
async function sendRaw(path: string): Promise<TestResponse> {
  const { status, raw } = await rawRequest(
    base,
    `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
  );
  const [head, ...body] = raw.split('\r\n\r\n');
  const headers = Object.fromEntries(
    head
      .split('\r\n')
      .slice(1)
      .map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
  );
  const text = body.join('\r\n\r\n');
  return { status, headers, text, body: Buffer.from(text) };
}

function expectSecurityHeaders(response: TestResponse): void {
  expect(response.headers['content-security-policy']).toMatch(
    /^default-src 'self'; ?script-src 'self' /,
  );
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
}

describe('security headers', () => {
  it.each([
    ['a page', { path: '/x/introduction/installation/' }, 200],
    ['a redirect', { path: '/x/introduction' }, 308],
    ['the 404 page', { path: '/x/missing/' }, 404],
    ['a refused method', { method: 'DELETE', path: '/x/introduction/' }, 405],
    [
      'a vote',
      {
        method: 'POST',
        path: '/api/feedback',
        headers: { 'Content-Type': 'text/plain' },
        body: 'x',
      },
      415,
    ],
    ['an unknown API path', { path: '/api/unknown' }, 404],
  ])('are on %s', async (_name, options, status) => {
    const response = await request(base, options);
    expect(response.status).toBe(status);
    expectSecurityHeaders(response);
  });

  it('are only nosniff and the referrer policy on build assets (neither documents nor workers)', async () => {
    const response = await request(base, { path: '/_next/static/chunks/app-123.js' });
    expect(response.status).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it.each([
    '/_next/static/..%2f..%2fx/introduction/installation/',
    '/_next/static/%2e%2e/%2e%2e/x/introduction/installation/',
    '/_next/static/../../x/introduction/installation/',
    '/_next/static%2f..%2f..%2fx/introduction/installation/',
  ])('cannot be dropped by naming a page through the build-asset folder: %s', async (path) => {
    // Sent as is: an HTTP client would resolve the dot segments first.
    const response = await sendRaw(path);
    // Refused, and even the refusal carries the page headers: no page is ever served without them.
    expect(response.status).toBe(400);
    expectSecurityHeaders(response);
    expect(response.text).not.toContain('Installation');
  });

  it.each([
    '/.//evil.example/..%2Fx/introduction',
    '//evil.example/x/introduction',
    '/x/introduction/..//evil.example',
    '/\\evil.example/x/introduction',
  ])('never redirect off the site: %s', async (path) => {
    const response = await sendRaw(path);
    expect(response.headers.location).toBeUndefined();
    expect(response.status).toBe(400);
  });

  it('redirect a route without its trailing slash to a path on the same site', async () => {
    const response = await request(base, { path: '/x/introduction?a=1' });
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe('/x/introduction/?a=1');
  });

  it('allow exactly the inline scripts the served pages contain, and the configured services', async () => {
    const response = await request(base, { path: '/x/introduction/installation/' });
    const policy = response.headers['content-security-policy'] as string;
    const scriptSrc = /script-src ([^;]+)/.exec(policy)![1].split(' ');
    const inline = [
      ...response.text.matchAll(
        /<script(?![^>]*\bsrc=)(?![^>]*application\/json)[^>]*>([\s\S]*?)<\/script>/g,
      ),
    ].map((match) => `'sha256-${crypto.createHash('sha256').update(match[1]).digest('base64')}'`);
    expect(inline).toHaveLength(2);
    expect(scriptSrc).toEqual([
      "'self'",
      ...[...new Set(inline)].sort(),
      'https://www.googletagmanager.com',
    ]);
    expect(policy).toContain(
      "connect-src 'self' https://ads.example.com https://*.google-analytics.com",
    );
    expect(policy).not.toContain('wasm-unsafe-eval');
  });

  it('allow WebAssembly when the export has the Pagefind search runtime', async () => {
    fs.mkdirSync(path.join(site.exportDir, 'pagefind'));
    fs.writeFileSync(path.join(site.exportDir, 'pagefind/pagefind.js'), 'export {}');
    const withSearch = await startServer({
      exportDir: site.exportDir,
      port: 0,
      host: '127.0.0.1',
      csp: {},
    });
    const response = await request(
      `http://127.0.0.1:${(withSearch.address() as AddressInfo).port}`,
      { path: '/pagefind/pagefind.js' },
    );
    withSearch.close();
    expect(response.headers['content-security-policy']).toMatch(
      /script-src 'self' [^;]*'wasm-unsafe-eval'/,
    );
  });
});
