import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import zlib from 'node:zlib';
import { acceptsEncoding, createPageCache, pageEncodingFor } from './pageCache';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function writePage(name: string, size: number): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, 'x'.repeat(size));
  return file;
}

describe('createPageCache', () => {
  it('reads a page once, with weak size-and-time validators, and answers null for missing files and folders', () => {
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

  it('answers null, without throwing, for paths that name no file: a file as a folder, a name too long, a NUL byte', () => {
    const file = writePage('c.html', 10);
    const cache = createPageCache(100);
    expect(cache.get(path.join(file, 'index.html'))).toBeNull();
    expect(cache.get(path.join(dir, `${'a'.repeat(300)}.html`))).toBeNull();
    expect(cache.get(path.join(dir, 'x\u0000', 'index.html'))).toBeNull();
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
    cache.compress(cache.get(big)!, 'gzip');
    expect(cache.bytes).toBe(80);
  });

  it('compresses a page once per encoding and counts the copies in its size', () => {
    const cache = createPageCache(10_000);
    const page = cache.get(writePage('g.html', 5000))!;
    const gzip = cache.compress(page, 'gzip');
    expect(zlib.gunzipSync(gzip).equals(page.body)).toBe(true);
    expect(cache.compress(page, 'gzip')).toBe(gzip);
    expect(cache.bytes).toBe(5000 + gzip.length);
  });

  it('answers Brotli at once, and swaps in a smaller best-quality copy for a page asked for again', async () => {
    const cache = createPageCache(1_000_000);
    // Varied text, like a real page: quality 11 only beats quality 5 where there is something to find.
    const words = [
      'grid',
      'column',
      'row',
      'picker',
      'chart',
      'axis',
      'series',
      'tree',
      'item',
      'theme',
      'slot',
      'prop',
    ];
    const html = Array.from(
      { length: 3000 },
      (_, index) =>
        `<span class="w${(index * 7919) % 97}">${words[(index * 31) % 12]}${(index * 104729) % 1009}</span>`,
    ).join(' ');
    const file = path.join(dir, 'b.html');
    fs.writeFileSync(file, html);
    const page = cache.get(file)!;
    const quick = cache.compress(page, 'br');
    expect(zlib.brotliDecompressSync(quick).toString()).toBe(html);
    // A page read once is not worth the best quality.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(page.compressed.br).toBe(quick);
    expect(cache.compress(page, 'br')).toBe(quick);
    // Quality 11 takes ~250 ms on an idle core; the CI machine's cores are shared.
    await vi.waitFor(() => expect(page.compressed.br).not.toBe(quick), {
      timeout: 10_000,
      interval: 50,
    });
    const best = cache.compress(page, 'br');
    expect(best.length).toBeLessThan(quick.length);
    expect(zlib.brotliDecompressSync(best).toString()).toBe(html);
    expect(cache.bytes).toBe(page.body.length + best.length);
  });
});

describe('pageEncodingFor', () => {
  it('prefers Brotli, then gzip, and honours zero weights', () => {
    expect(pageEncodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncodingFor('gzip, br;q=0')).toBe('gzip');
    expect(pageEncodingFor('deflate')).toBeNull();
    expect(pageEncodingFor(undefined)).toBeNull();
    expect(acceptsEncoding('BR', 'br')).toBe(true);
  });
});

describe('acceptsEncoding gzip', () => {
  it('reads the codings and their weights', () => {
    expect(acceptsEncoding('gzip, deflate, br, zstd', 'gzip')).toBe(true);
    expect(acceptsEncoding('br;q=1.0, gzip;q=0.8', 'gzip')).toBe(true);
    expect(acceptsEncoding('*', 'gzip')).toBe(true);
    expect(acceptsEncoding('gzip;q=0', 'gzip')).toBe(false);
    expect(acceptsEncoding('br, identity', 'gzip')).toBe(false);
    expect(acceptsEncoding('gzipx', 'gzip')).toBe(false);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
  });
});
