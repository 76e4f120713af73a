import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../server';
import { request, type TestResponse } from '../testing/request';
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

function expectSecurityHeaders(response: TestResponse): void {
  expect(response.headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self' /);
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
    ['a vote', { method: 'POST', path: '/api/feedback', headers: { 'Content-Type': 'text/plain' }, body: 'x' }, 415],
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

  it('allow exactly the inline scripts the served pages contain, and the configured services', async () => {
    const response = await request(base, { path: '/x/introduction/installation/' });
    const policy = response.headers['content-security-policy'] as string;
    const scriptSrc = /script-src ([^;]+)/.exec(policy)![1].split(' ');
    const inline = [...response.text.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/json)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => `'sha256-${crypto.createHash('sha256').update(match[1]).digest('base64')}'`,
    );
    expect(inline).toHaveLength(2);
    expect(scriptSrc).toEqual(["'self'", ...[...new Set(inline)].sort(), 'https://www.googletagmanager.com']);
    expect(policy).toContain("connect-src 'self' https://ads.example.com https://*.google-analytics.com");
    expect(policy).not.toContain('wasm-unsafe-eval');
  });

  it("allow WebAssembly when the export has the Pagefind search runtime", async () => {
    fs.mkdirSync(path.join(site.exportDir, 'pagefind'));
    fs.writeFileSync(path.join(site.exportDir, 'pagefind/pagefind.js'), 'export {}');
    const withSearch = await startServer({ exportDir: site.exportDir, port: 0, host: '127.0.0.1', csp: {} });
    const response = await request(`http://127.0.0.1:${(withSearch.address() as AddressInfo).port}`, { path: '/pagefind/pagefind.js' });
    withSearch.close();
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self' [^;]*'wasm-unsafe-eval'/);
  });
});
