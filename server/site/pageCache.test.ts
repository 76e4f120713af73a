import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import { acceptsGzip, createPageCache, PAGE_CACHE_MAX_BYTES } from './pageCache';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function writePage(name: string, size: number): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, 'x'.repeat(size));
  return file;
}

describe('createPageCache', () => {
  it('holds 64 MB of pages by default', () => {
    expect(PAGE_CACHE_MAX_BYTES).toBe(64 * 1024 * 1024);
  });

  it('reads a page once, with sirv-style validators, and answers null for missing files and folders', () => {
    const file = writePage('a.html', 10);
    const cache = createPageCache(100);
    const first = cache.get(file)!;
    const stats = fs.statSync(file);
    expect(first.body.toString()).toBe('x'.repeat(10));
    expect(first.etag).toBe(`W/"10-${stats.mtime.getTime()}"`);
    expect(first.lastModified).toBe(stats.mtime.toUTCString());
    expect(cache.get(file)).toBe(first);
    expect(cache.get(path.join(dir, 'missing.html'))).toBeNull();
    expect(cache.get(dir)).toBeNull();
  });

  it('evicts the least recently used pages past its size, and never caches an oversized page', () => {
    const cache = createPageCache(100);
    const [a, b, c] = ['a1.html', 'b1.html', 'c1.html'].map((name) => writePage(name, 40));
    const cachedA = cache.get(a);
    cache.get(b);
    cache.get(a);
    cache.get(c);
    expect(cache.bytes).toBe(80);
    expect(cache.get(a)).toBe(cachedA);
    const big = writePage('big.html', 101);
    expect(cache.get(big)!.body.length).toBe(101);
    expect(cache.bytes).toBe(80);
    cache.gzip(cache.get(big)!);
    expect(cache.bytes).toBe(80);
  });

  it('compresses a page once and counts the copy in its size', () => {
    const cache = createPageCache(10_000);
    const page = cache.get(writePage('g.html', 5000))!;
    const gzip = cache.gzip(page);
    expect(zlib.gunzipSync(gzip).equals(page.body)).toBe(true);
    expect(cache.gzip(page)).toBe(gzip);
    expect(cache.bytes).toBe(5000 + gzip.length);
  });
});

describe('acceptsGzip', () => {
  it('reads the codings and their weights', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br, identity')).toBe(false);
    expect(acceptsGzip('gzipx')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
