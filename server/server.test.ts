import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import zlib from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressExport } from '../scripts/build/compressExport';
import { writeCspHashes } from '../scripts/build/cspHashesFile';
import { buildFeedbackIndex, FEEDBACK_INDEX_FILE } from './feedback/siteIndex';
import { startServer } from './server';
import { request } from './testing/request';

let server: http.Server;
let base: string;
let dir: string;

/** A page over 1 KB, so the build writes its Brotli and gzip copies (varied, like a real page). */
const INSTALLATION = `<!DOCTYPE html><h1>Installation</h1>${Array.from(
  { length: 200 },
  (_, index) => `<p id="p${index}">Step ${index * 7919}: install the package.</p>`,
).join('')}`;
const NOT_FOUND = `<h1>Page not found</h1>${'<p>The page you asked for is not here.</p>'.repeat(40)}`;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-export-'));
  fs.mkdirSync(path.join(dir, 'x/introduction'), { recursive: true });
  fs.mkdirSync(path.join(dir, '_next/static/chunks'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'x/introduction/index.html'), '<h1>Overview</h1>');
  fs.mkdirSync(path.join(dir, 'zh/x/react-charts/quickstart'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'zh/x/react-charts/quickstart/index.html'), '<h1>快速入门</h1>');
  fs.mkdirSync(path.join(dir, 'x/introduction/installation'));
  fs.writeFileSync(path.join(dir, 'x/introduction/installation/index.html'), INSTALLATION);
  fs.writeFileSync(path.join(dir, '404.html'), NOT_FOUND);
  fs.writeFileSync(path.join(dir, '_next/static/chunks/app-123.js'), 'console.log(1)');
  fs.mkdirSync(path.join(dir, 'static/fonts/plex-1.0.0'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'static/fonts/plex-1.0.0/plex-400.woff2'), 'wOF2');
  fs.writeFileSync(path.join(dir, 'x/introduction.md'), '# Overview — 概览');
  fs.writeFileSync(path.join(dir, 'x/sw.js'), 'self.x = 1;');
  // Files of the build kept private: the freshness stamp and the feedback index.
  fs.writeFileSync(path.join(dir, '.build-stamp'), 'stamp');
  fs.writeFileSync(
    path.join(dir, FEEDBACK_INDEX_FILE),
    JSON.stringify(
      buildFeedbackIndex(
        [
          {
            route: '/x/introduction',
            language: 'en',
            toc: [],
            productIdentifier: { versions: [{ text: 'v8.29.3', current: true }] },
          },
        ],
        'server/server.test.ts',
      ),
    ),
  );
  fs.writeFileSync(path.join(dir, '_next/static/chunks/big-1.js'), 'const a = 1;\n'.repeat(200));
  // The build's last steps: the copies of pages and assets, the inline script hashes.
  await compressExport(dir);
  writeCspHashes(dir, 'server/server.test.ts');
  server = await startServer({ exportDir: dir, port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Sockets kept alive by the client would otherwise hold close() for seconds.
      server.closeAllConnections();
    }),
);

describe('static server', () => {
  it('serves Markdown twins as UTF-8 text', async () => {
    const response = await fetch(`${base}/x/introduction.md`);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await response.text()).toBe('# Overview — 概览');
  });

  it('serves the service worker as a plain static host would, without widening its scope', async () => {
    const response = await fetch(`${base}/x/sw.js`);
    expect(response.status).toBe(200);
    // Each area registers its own copy with the worker's folder as scope (SERVICE_WORKER_AREAS).
    expect(response.headers.get('service-worker-allowed')).toBeNull();
  });

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

  it('answers the old URL of a moved page with a 308 to its new page, in either form, keeping the query', async () => {
    for (const old of [
      '/zh/x/react-charts/getting-started/',
      '/zh/x/react-charts/getting-started',
    ]) {
      const response = await fetch(`${base}${old}?q=1`, { redirect: 'manual' });
      expect(response.status, old).toBe(308);
      expect(response.headers.get('location'), old).toBe('/zh/x/react-charts/quickstart/?q=1');
    }
    // Its new page is not built here, so the old URL stays a 404 rather than a redirect to nothing.
    expect(
      (await fetch(`${base}/x/react-tree-view/getting-started/`, { redirect: 'manual' })).status,
    ).toBe(404);
  });

  it('answers unknown paths with the site 404 page', async () => {
    const response = await fetch(`${base}/x/missing/`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });

  it('caches hashed build assets, and font files (in a folder named by their version), for a year', async () => {
    const response = await fetch(`${base}/_next/static/chunks/app-123.js`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const font = await fetch(`${base}/static/fonts/plex-1.0.0/plex-400.woff2`);
    expect(font.status).toBe(200);
    expect(font.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(font.headers.get('content-type')).toBe('font/woff2');
  });

  it('refuses other methods with a JSON message', async () => {
    const response = await fetch(`${base}/x/introduction/`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({ error: 'Method DELETE is not allowed here' });
  });

  it('answers 304 to a matching If-None-Match and HEAD without a body', async () => {
    const first = await fetch(`${base}/x/introduction/`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"\d+-\d+"$/);
    expect(first.headers.get('content-type')).toBe('text/html;charset=utf-8');
    // node:http, not fetch: fetch adds `Cache-Control: no-cache` to a conditional request, which
    // asks for a full answer (an end-to-end reload) and gets one.
    const again = await request(base, {
      path: '/x/introduction/',
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    expect(
      (await fetch(`${base}/x/introduction/`, { headers: { 'If-None-Match': etag } })).status,
    ).toBe(200);
    const head = await fetch(`${base}/x/introduction/`, {
      method: 'HEAD',
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String('<h1>Overview</h1>'.length));
    expect(await head.text()).toBe('');
  });

  it("sends pages as the build's Brotli or gzip copy, byte for byte, by Accept-Encoding", async () => {
    const file = path.join(dir, 'x/introduction/installation/index.html');
    const cases = [
      ['gzip, deflate, br, zstd', 'br', `${file}.br`],
      ['gzip', 'gzip', `${file}.gz`],
      ['br;q=0, gzip', 'gzip', `${file}.gz`],
      ['identity', undefined, file],
      ['br;q=0, gzip;q=0', undefined, file],
    ] as const;
    const etags = new Set<string>();
    for (const [accept, encoding, sentFile] of cases) {
      // node:http, which leaves the body as sent (fetch would decompress it).
      const response = await request(base, {
        path: '/x/introduction/installation/',
        headers: { 'Accept-Encoding': accept },
      });
      const sent = fs.readFileSync(sentFile);
      expect(response.status, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers.vary, accept).toBe('Accept-Encoding');
      expect(response.headers['content-type'], accept).toBe('text/html;charset=utf-8');
      expect(response.headers['content-length'], accept).toBe(String(sent.length));
      expect(response.body.equals(sent), accept).toBe(true);
      etags.add(response.headers.etag!);
    }
    // One weak ETag for the three bodies: a 304 answers whichever the client holds.
    expect(etags.size).toBe(1);
    const [etag] = etags;
    const conditional = await request(base, {
      path: '/x/introduction/installation/',
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag },
    });
    expect(conditional.status).toBe(304);
    expect(conditional.headers.vary).toBe('Accept-Encoding');
    expect(conditional.text).toBe('');
    // What a browser gets, decompressed.
    const br = await fetch(`${base}/x/introduction/installation/`, {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toBe(INSTALLATION);
  });

  it('sends a page the build made no copy of (under 1 KB) as it is, whatever the client accepts', async () => {
    const response = await request(base, {
      path: '/x/introduction/',
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.text).toBe('<h1>Overview</h1>');
  });

  it("sends the 404 page in the build's Brotli copy to clients that accept it", async () => {
    const br = await request(base, {
      path: '/x/missing/',
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(br.status).toBe(404);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(NOT_FOUND);
    const plain = await request(base, { path: '/x/missing/' });
    expect(plain.status).toBe(404);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(NOT_FOUND);
  });

  it('sends the Brotli copy of a file to clients that accept it, the plain file to others', async () => {
    const br = await fetch(`${base}/_next/static/chunks/big-1.js`, {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('vary')).toMatch(/^accept-encoding$/i);
    expect(Number(br.headers.get('content-length'))).toBeLessThan(200);
    expect(await br.text()).toBe('const a = 1;\n'.repeat(200));
    const plain = await fetch(`${base}/_next/static/chunks/big-1.js`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-length')).toBe(String('const a = 1;\n'.length * 200));
  });

  it('answers ranges of a file: the last bytes, one byte, 416 past the end', async () => {
    const identity = { 'Accept-Encoding': 'identity' };
    const body = 'const a = 1;\n'.repeat(200);
    const last = await request(base, {
      path: '/_next/static/chunks/big-1.js',
      headers: { ...identity, Range: 'bytes=-10' },
    });
    expect(last.status).toBe(206);
    expect(last.headers['content-range']).toBe(
      `bytes ${body.length - 10}-${body.length - 1}/${body.length}`,
    );
    expect(last.text).toBe(body.slice(-10));
    const first = await request(base, {
      path: '/_next/static/chunks/big-1.js',
      headers: { ...identity, Range: 'bytes=0-0' },
    });
    expect(first.status).toBe(206);
    expect(first.text).toBe('c');
    const beyond = await request(base, {
      path: '/_next/static/chunks/big-1.js',
      headers: { ...identity, Range: `bytes=${body.length}-` },
    });
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${body.length}`);
  });

  it('answers 304 to an If-None-Match list holding the ETag, and to If-Modified-Since, for files and pages', async () => {
    for (const path of ['/_next/static/chunks/app-123.js', '/x/introduction/']) {
      const first = await request(base, { path, headers: { 'Accept-Encoding': 'identity' } });
      const etag = first.headers.etag!;
      const listed = await request(base, {
        path,
        headers: { 'Accept-Encoding': 'identity', 'If-None-Match': `"other", ${etag}` },
      });
      expect(listed.status, path).toBe(304);
      const others = await request(base, {
        path,
        headers: { 'Accept-Encoding': 'identity', 'If-None-Match': '"other", W/"0-0"' },
      });
      expect(others.status, path).toBe(200);
      const since = await request(base, {
        path,
        headers: {
          'Accept-Encoding': 'identity',
          'If-Modified-Since': first.headers['last-modified']!,
        },
      });
      expect(since.status, path).toBe(304);
      const before = await request(base, {
        path,
        headers: {
          'Accept-Encoding': 'identity',
          'If-Modified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT',
        },
      });
      expect(before.status, path).toBe(200);
    }
  });

  it('honours q=0 in Accept-Encoding for files and pages', async () => {
    for (const path of ['/_next/static/chunks/big-1.js', '/x/introduction/installation/']) {
      const gzipOnly = await request(base, {
        path,
        headers: { 'Accept-Encoding': 'br;q=0, gzip' },
      });
      expect(gzipOnly.headers['content-encoding'], path).toBe('gzip');
      const none = await request(base, {
        path,
        headers: { 'Accept-Encoding': 'br;q=0, gzip;q=0' },
      });
      expect(none.headers['content-encoding'], path).toBeUndefined();
    }
  });

  it('answers a malformed escape with a JSON 400 instead of failing', async () => {
    const response = await fetch(`${base}/x/%E0%A4%A/`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'the path has a malformed percent-encoding' });
  });

  it('does not serve files outside the export folder', async () => {
    const response = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
    expect(response.status).toBe(400);
    expect(await response.text()).not.toContain('root:');
  });

  it('does not serve the dotfiles of the export', async () => {
    for (const file of ['.build-stamp', '.feedback-index.json', 'x/.feedback-index.json']) {
      const response = await fetch(`${base}/${file}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('Page not found');
    }
  });
});
