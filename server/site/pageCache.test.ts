import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acceptsEncoding, createPageCache } from './pageCache';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const BROWSER = 'gzip, deflate, br, zstd';

/**
 * A page and, as the build writes them, its copies. The copies' bytes are markers rather than
 * real Brotli and gzip: the cache must send them exactly as found, never compress anything.
 */
function writePage(name: string, size: number, copies: ('br' | 'gz')[] = []): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, 'x'.repeat(size));
  for (const suffix of copies) fs.writeFileSync(`${file}.${suffix}`, `${suffix}:${name}`);
  return file;
}

describe('createPageCache', () => {
  it('knows a page by its stats, with weak size-and-time validators, and answers null for missing files and folders', () => {
    const file = writePage('a.html', 10);
    const cache = createPageCache(100);
    const first = cache.get(file)!;
    const stats = fs.statSync(file);
    expect(first.etag).toBe(`W/"10-${stats.mtime.getTime()}"`);
    expect(first.lastModified).toBe(stats.mtime.toUTCString());
    expect(cache.get(file)).toBe(first);
    // Nothing is read before a body is asked for.
    expect(cache.bytes).toBe(0);
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

  it("sends the build's Brotli copy, else its gzip copy, else the HTML, by Accept-Encoding", () => {
    const file = writePage('both.html', 2000, ['br', 'gz']);
    const cache = createPageCache(100_000);
    const page = cache.get(file)!;
    const br = cache.body(page, BROWSER);
    expect(br.encoding).toBe('br');
    expect(br.body.toString()).toBe('br:both.html');
    const gzip = cache.body(page, 'br;q=0, gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gzip.body.toString()).toBe('gz:both.html');
    expect(cache.body(page, 'x-gzip').encoding).toBe('gzip');
    for (const header of [undefined, '', 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const plain = cache.body(page, header);
      expect(plain.encoding, header).toBeNull();
      expect(plain.body.equals(fs.readFileSync(file)), header).toBe(true);
    }
  });

  it('falls back to the next encoding the client accepts when the build wrote no copy (pages under 1 KB)', () => {
    const cache = createPageCache(100_000);
    const gzipOnly = cache.get(writePage('gz-only.html', 2000, ['gz']))!;
    expect(cache.body(gzipOnly, BROWSER)).toMatchObject({ encoding: 'gzip' });
    const small = cache.get(writePage('small.html', 100))!;
    const body = cache.body(small, BROWSER);
    expect(body.encoding).toBeNull();
    expect(body.body.toString()).toBe('x'.repeat(100));
  });

  it('reads each body once and counts only the bodies read', () => {
    const file = writePage('once.html', 2000, ['br', 'gz']);
    const cache = createPageCache(100_000);
    const page = cache.get(file)!;
    const first = cache.body(page, BROWSER).body;
    expect(cache.bytes).toBe('br:once.html'.length);
    // The file changing on disk does not change what is sent: the export is fixed while serving.
    fs.writeFileSync(`${file}.br`, 'changed');
    expect(cache.body(cache.get(file)!, BROWSER).body).toBe(first);
    cache.body(page, 'identity');
    expect(cache.bytes).toBe('br:once.html'.length + 2000);
  });

  it('evicts the least recently used pages past its size, and never keeps an oversized page', () => {
    const cache = createPageCache(100);
    const [a, b, c] = ['a1.html', 'b1.html', 'c1.html'].map((name) => writePage(name, 40));
    const cachedA = cache.get(a)!;
    cache.body(cachedA, 'identity');
    cache.body(cache.get(b)!, 'identity');
    cache.get(a);
    cache.body(cache.get(c)!, 'identity');
    // b, least recently used, made room for c.
    expect(cache.bytes).toBe(80);
    expect(cache.get(a)).toBe(cachedA);
    expect(cache.get(b)!.identity).toBeUndefined();
    const big = writePage('big.html', 101);
    const bigBody = cache.body(cache.get(big)!, 'identity');
    expect(bigBody.body.length).toBe(101);
    expect(cache.get(big)).not.toBe(cache.get(big));
    expect(cache.bytes).toBe(80);
  });
});

describe('acceptsEncoding', () => {
  it('reads the codings and their weights', () => {
    expect(acceptsEncoding(BROWSER, 'br')).toBe(true);
    expect(acceptsEncoding('BR', 'br')).toBe(true);
    expect(acceptsEncoding('gzip, br;q=0', 'br')).toBe(false);
    expect(acceptsEncoding(BROWSER, 'gzip')).toBe(true);
    expect(acceptsEncoding('br;q=1.0, gzip;q=0.8', 'gzip')).toBe(true);
    expect(acceptsEncoding('*', 'gzip')).toBe(true);
    expect(acceptsEncoding('gzip;q=0', 'gzip')).toBe(false);
    expect(acceptsEncoding('br, identity', 'gzip')).toBe(false);
    expect(acceptsEncoding('gzipx', 'gzip')).toBe(false);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
  });
});
