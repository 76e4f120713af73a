import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startServer } from './server';
import { rawRequest, request, type TestResponse } from './testing/request';
import { createTempSite } from './testing/tempSite';

/*
 * Each of these requests ended the process of the previous server (node:http + sirv). Each runs
 * in a fresh server: one that died or broke on an earlier case must not hide the next one.
 */
let site: ReturnType<typeof createTempSite>;
let server: http.Server;
let base: string;
const ASSET = '/_next/static/chunks/big-1.js';
const ASSET_BODY = 'const a = 1;\n'.repeat(200);

beforeEach(async () => {
  site = createTempSite();
  fs.writeFileSync(path.join(site.exportDir, ASSET), ASSET_BODY);
  fs.writeFileSync(path.join(site.exportDir, 'x/sw.js'), 'self.x = 1;');
  server = await startServer({
    exportDir: site.exportDir,
    port: 0,
    host: '127.0.0.1',
    rateLimit: false,
    csp: {},
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  fs.rmSync(site.dir, { recursive: true, force: true });
});

/** A refusal: the status, a JSON `{ error }`, and the server still answering the next request. */
async function expectRefused(response: TestResponse, status: number): Promise<void> {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(JSON.parse(response.text)).toEqual({ error: expect.any(String) });
  await expectStillServing();
}

async function expectStillServing(): Promise<void> {
  expect(server.listening).toBe(true);
  expect((await request(base, { path: '/x/introduction/' })).status).toBe(200);
}

describe('requests that ended the previous server', () => {
  it('a NUL byte in a page path (/x/introduction%00/) gets a 400', async () => {
    await expectRefused(await request(base, { path: '/x/introduction%00/' }), 400);
  });

  it('a file asked with a trailing slash (/x/sw.js/) gets the 404 page', async () => {
    const response = await request(base, { path: '/x/sw.js/' });
    expect(response.status).toBe(404);
    expect(response.text).toContain('Page not found');
    await expectStillServing();
  });

  it('a path segment of 256+ characters ending in "/" gets a 400', async () => {
    await expectRefused(await request(base, { path: `/x/${'a'.repeat(256)}/` }), 400);
  });

  it('Range: bytes=50-10 with GET or HEAD gets a 416', async () => {
    for (const method of ['GET', 'HEAD']) {
      const response = await request(base, {
        method,
        path: ASSET,
        headers: { Range: 'bytes=50-10', 'Accept-Encoding': 'identity' },
      });
      expect(response.status, method).toBe(416);
      expect(response.headers['content-range'], method).toBe(`bytes */${ASSET_BODY.length}`);
    }
    await expectStillServing();
  });

  it('Range: bytes=0-18446744073709551615 with GET or HEAD gets the whole file as 206', async () => {
    for (const method of ['GET', 'HEAD']) {
      const response = await request(base, {
        method,
        path: ASSET,
        headers: { Range: 'bytes=0-18446744073709551615', 'Accept-Encoding': 'identity' },
      });
      expect(response.status, method).toBe(206);
      expect(response.headers['content-range'], method).toBe(
        `bytes 0-${ASSET_BODY.length - 1}/${ASSET_BODY.length}`,
      );
      expect(response.text, method).toBe(method === 'GET' ? ASSET_BODY : '');
    }
    await expectStillServing();
  });

  it('a page request while the process is out of file descriptors (EMFILE) gets a 503 with Retry-After', async () => {
    const original = fs.statSync;
    const statSync = vi.spyOn(fs, 'statSync').mockImplementation(((
      file: fs.PathLike,
      options?: fs.StatSyncOptions,
    ) => {
      if (String(file).endsWith(`${path.sep}index.html`))
        throw Object.assign(new Error('EMFILE: too many open files'), { code: 'EMFILE' });
      return original(file, options);
    }) as typeof fs.statSync);
    try {
      const response = await request(base, { path: '/x/introduction/installation/' });
      expect(response.status).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(JSON.parse(response.text)).toEqual({
        error: 'the server is out of resources, try again shortly',
      });
    } finally {
      statSync.mockRestore();
    }
    await expectStillServing();
  });

  it('the raw request line GET //a:99999/ gets a 400', async () => {
    const response = await rawRequest(
      base,
      'GET //a:99999/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(response.status).toBe(400);
    expect(JSON.parse(response.raw.split('\r\n\r\n')[1])).toEqual({
      error: 'the path must not contain empty, "." or ".." segments',
    });
    await expectStillServing();
  });
});
