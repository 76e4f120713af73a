import fs from 'node:fs';
import zlib from 'node:zlib';

/** Room for the most visited pages (each is 50–250 KB of HTML); the rest is read from disk. */
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

export interface CachedPage {
  file: string;
  body: Buffer;
  /** Compressed on first use by a browser that accepts gzip (pages shrink about tenfold). */
  gzip?: Buffer;
  /** The same validator sirv gives other files, so a page keeps its ETag whichever path served it. */
  etag: string;
  lastModified: string;
}

/** True when an Accept-Encoding header accepts gzip (by name or `*`) with a non-zero weight. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (coding !== 'gzip' && coding !== 'x-gzip' && coding !== '*') return false;
    const weight = parameters.find((parameter) => parameter.startsWith('q='));
    return weight === undefined || Number(weight.slice(2)) > 0;
  });
}

/**
 * Pages held in memory, least recently used evicted past `maxBytes`. Sending a Buffer in one
 * write is about twice as fast as streaming the file for every request (open, reads, close),
 * and the gzip copy is compressed once instead of per request. Like sirv (which lists the
 * export's files once at startup), the export is taken as fixed while the server runs.
 */
export function createPageCache(maxBytes = PAGE_CACHE_MAX_BYTES) {
  const pages = new Map<string, CachedPage>();
  let bytes = 0;

  const evict = (): void => {
    for (const [key, entry] of pages) {
      if (bytes <= maxBytes) break;
      pages.delete(key);
      bytes -= entry.body.length + (entry.gzip?.length ?? 0);
    }
  };

  return {
    /** The page at this absolute path, read on first use; null when there is no such file. */
    get(file: string): CachedPage | null {
      const cached = pages.get(file);
      if (cached) {
        pages.delete(file);
        pages.set(file, cached);
        return cached;
      }
      const stats = fs.statSync(file, { throwIfNoEntry: false });
      if (!stats?.isFile()) return null;
      const page: CachedPage = {
        file,
        body: fs.readFileSync(file),
        etag: `W/"${stats.size}-${stats.mtime.getTime()}"`,
        lastModified: stats.mtime.toUTCString(),
      };
      if (page.body.length > maxBytes) return page;
      pages.set(file, page);
      bytes += page.body.length;
      evict();
      return page;
    },
    /** The gzip body of a page returned by `get`, compressed once and kept with it. */
    gzip(page: CachedPage): Buffer {
      if (!page.gzip) {
        page.gzip = zlib.gzipSync(page.body, { level: 6 });
        // An oversized page is not in the cache, so its copy is not counted either.
        if (pages.get(page.file) === page) {
          bytes += page.gzip.length;
          evict();
        }
      }
      return page.gzip;
    },
    get bytes(): number {
      return bytes;
    },
  };
}
