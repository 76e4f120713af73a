import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './server';

let server: http.Server;
let base: string;

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-export-'));
  fs.mkdirSync(path.join(dir, 'x/introduction'), { recursive: true });
  fs.mkdirSync(path.join(dir, '_next/static/chunks'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'x/introduction/index.html'), '<h1>Overview</h1>');
  fs.writeFileSync(path.join(dir, '404.html'), '<h1>Page not found</h1>');
  fs.writeFileSync(path.join(dir, '_next/static/chunks/app-123.js'), 'console.log(1)');
  server = await startServer({ exportDir: dir, port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('static server', () => {
  it('serves a route directory at its trailing-slash URL', async () => {
    const response = await fetch(`${base}/x/introduction/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<h1>Overview</h1>');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('redirects a route without trailing slash, keeping the query', async () => {
    const response = await fetch(`${base}/x/introduction?a=1`, { redirect: 'manual' });
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/x/introduction/?a=1');
  });

  it('answers unknown paths with the site 404 page', async () => {
    const response = await fetch(`${base}/x/missing/`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });

  it('caches hashed build assets for a year', async () => {
    const response = await fetch(`${base}/_next/static/chunks/app-123.js`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('refuses other methods with a JSON message', async () => {
    const response = await fetch(`${base}/x/introduction/`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({ error: 'Method DELETE is not allowed here' });
  });

  it('does not serve files outside the export folder', async () => {
    const response = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
    expect(response.status).toBe(404);
  });
});
