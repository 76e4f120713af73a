import fs from 'node:fs';
import zlib from 'node:zlib';

/** Room for the most visited pages (each is 50–250 KB of HTML); the rest is read from disk. */
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

export interface CachedPage {
  file: string;
  body: Buffer;
  /** Compressed copies, made on first use by a browser that accepts the encoding. */
  compressed: Partial<Record<PageEncoding, Buffer>>;
  /** Whether the best-quality Brotli copy has been asked for (on the page's second Brotli request). */
  bestBrotliStarted?: boolean;
  /** A weak validator from size and modification time (the Brotli, gzip and plain bodies share it). */
  etag: string;
  lastModified: string;
}

/** Encodings pages are sent in, best first. */
export const PAGE_ENCODINGS = ['br', 'gzip'] as const;
export type PageEncoding = (typeof PAGE_ENCODINGS)[number];

/**
 * Brotli at quality 5 takes ~4 ms for a 150 KB page, so the first request does not wait; quality
 * 11 takes ~250 ms and saves another 12% (installation page: gzip 21.2 KB, br5 19.0 KB, br11
 * 16.7 KB), so it is made on the thread pool and replaces the quick copy when ready. It is made
 * when a page is asked for a second time: a page read once (a crawler's or the browser suite's
 * single pass over 1,100 pages, where it took half a core) is not worth it.
 */
const QUICK_BROTLI_QUALITY = 5;
const BEST_BROTLI_QUALITY = 11;

function brotliOptions(quality: number, size: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

/** True when an Accept-Encoding header accepts this coding (by name or `*`) with a non-zero weight. */
export function acceptsEncoding(header: string | undefined, encoding: PageEncoding): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (coding !== encoding && coding !== '*' && !(encoding === 'gzip' && coding === 'x-gzip'))
      return false;
    const weight = parameters.find((parameter) => parameter.startsWith('q='));
    return weight === undefined || Number(weight.slice(2)) > 0;
  });
}

/** The best encoding a client accepts for pages, or null for none (the page goes uncompressed). */
export function pageEncodingFor(header: string | undefined): PageEncoding | null {
  return PAGE_ENCODINGS.find((encoding) => acceptsEncoding(header, encoding)) ?? null;
}

/**
 * Errors that mean a path names no file: missing, a file where a folder was expected
 * (`sw.js/index.html`), a name too long, a NUL byte. Any other error (EMFILE, EACCES) is the
 * server's own trouble and is thrown, for the caller to answer 5xx without stopping.
 */
const NO_SUCH_FILE = new Set([
  'ENOENT',
  'ENOTDIR',
  'ENAMETOOLONG',
  'EISDIR',
  'ELOOP',
  'EINVAL',
  'ERR_INVALID_ARG_VALUE',
  'ERR_INVALID_ARG_TYPE',
]);

/** The file's stats, or null when the path names no regular file. */
function statIfFile(file: string): fs.Stats | null {
  try {
    const stats = fs.statSync(file);
    return stats.isFile() ? stats : null;
  } catch (error) {
    if (NO_SUCH_FILE.has((error as NodeJS.ErrnoException).code ?? '')) return null;
    throw error;
  }
}

function compressedBytes(page: CachedPage): number {
  return Object.values(page.compressed).reduce((sum, copy) => sum + copy.length, 0);
}

/**
 * Pages held in memory, least recently used evicted past `maxBytes`. Sending a Buffer in one
 * write is about twice as fast as streaming the file for every request (open, reads, close),
 * and the gzip copy is compressed once instead of per request. The export is taken as fixed
 * while the server runs (a new build means a restart).
 */
export function createPageCache(maxBytes = PAGE_CACHE_MAX_BYTES) {
  const pages = new Map<string, CachedPage>();
  let bytes = 0;

  /** Keeps a compressed copy with its page; only pages in the cache count towards its size. */
  const store = (page: CachedPage, encoding: PageEncoding, copy: Buffer): void => {
    const inCache = pages.get(page.file) === page;
    if (inCache) bytes -= page.compressed[encoding]?.length ?? 0;
    page.compressed[encoding] = copy;
    if (inCache) {
      bytes += copy.length;
      evict();
    }
  };

  const evict = (): void => {
    for (const [key, entry] of pages) {
      if (bytes <= maxBytes) break;
      pages.delete(key);
      bytes -= entry.body.length + compressedBytes(entry);
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
      const stats = statIfFile(file);
      if (!stats) return null;
      const page: CachedPage = {
        file,
        body: fs.readFileSync(file),
        compressed: {},
        etag: `W/"${stats.size}-${stats.mtime.getTime()}"`,
        lastModified: stats.mtime.toUTCString(),
      };
      if (page.body.length > maxBytes) return page;
      pages.set(file, page);
      bytes += page.body.length;
      evict();
      return page;
    },
    /** A page returned by `get` in an encoding, compressed once and kept with it. */
    compress(page: CachedPage, encoding: PageEncoding): Buffer {
      const existing = page.compressed[encoding];
      if (existing) {
        if (encoding === 'br' && !page.bestBrotliStarted) {
          page.bestBrotliStarted = true;
          zlib.brotliCompress(
            page.body,
            brotliOptions(BEST_BROTLI_QUALITY, page.body.length),
            (error, best) => {
              if (!error && best.length < existing.length && page.compressed.br === existing)
                store(page, 'br', best);
            },
          );
        }
        return existing;
      }
      const copy =
        encoding === 'gzip'
          ? zlib.gzipSync(page.body, { level: 6 })
          : zlib.brotliCompressSync(
              page.body,
              brotliOptions(QUICK_BROTLI_QUALITY, page.body.length),
            );
      store(page, encoding, copy);
      return copy;
    },
    get bytes(): number {
      return bytes;
    },
  };
}
