import fs from 'node:fs';

/**
 * Room for the most visited pages. A page is 50–250 KB of HTML, its Brotli copy 10–30 KB; only
 * the bodies asked for are read, so with browsers (Brotli) the whole site fits.
 */
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/** Encodings pages are sent in, best first. */
export const PAGE_ENCODINGS = ['br', 'gzip'] as const;
export type PageEncoding = (typeof PAGE_ENCODINGS)[number];

/** Where the build (scripts/build/compressExport.ts) writes each encoding of `index.html`. */
const SUFFIXES: Record<PageEncoding, string> = { br: '.br', gzip: '.gz' };

export interface CachedPage {
  file: string;
  /** The HTML as built, read on first use. */
  identity?: Buffer;
  /** The build's compressed copies, read on first use; null when the build wrote none. */
  compressed: Partial<Record<PageEncoding, Buffer | null>>;
  /** A weak validator from size and modification time (the Brotli, gzip and plain bodies share it). */
  etag: string;
  lastModified: string;
}

/** A body to send: its encoding (null for none) and bytes. */
export interface PageBody {
  encoding: PageEncoding | null;
  body: Buffer;
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

/** The build's copy of a page in an encoding, or null when it wrote none. */
function readCopy(page: CachedPage, encoding: PageEncoding): Buffer | null {
  const file = page.file + SUFFIXES[encoding];
  return statIfFile(file) ? fs.readFileSync(file) : null;
}

function cachedBytes(page: CachedPage): number {
  let bytes = page.identity?.length ?? 0;
  for (const copy of Object.values(page.compressed)) bytes += copy?.length ?? 0;
  return bytes;
}

/**
 * Pages held in memory, least recently used evicted past `maxBytes`. The server compresses
 * nothing: each page is sent as the build wrote it, in Brotli or gzip from the `.br` and `.gz`
 * copies beside `index.html` (scripts/build/compressExport.ts), or plain when the client takes neither
 * or the build made no copy (pages under 1 KB). Sending a Buffer in one write takes about half
 * the CPU of streaming the file for every request (open, reads, close). The export is taken as
 * fixed while the server runs (a new build means a restart).
 */
export function createPageCache(maxBytes = PAGE_CACHE_MAX_BYTES) {
  const pages = new Map<string, CachedPage>();
  let bytes = 0;

  const evict = (): void => {
    for (const [key, entry] of pages) {
      if (bytes <= maxBytes) break;
      pages.delete(key);
      bytes -= cachedBytes(entry);
    }
  };

  /** Keeps a body read for a page; only pages in the cache count towards its size. */
  const kept = (page: CachedPage, body: Buffer | null): void => {
    if (!body || pages.get(page.file) !== page) return;
    bytes += body.length;
    evict();
  };

  return {
    /** The page at this absolute path, its bodies not yet read; null when there is no such file. */
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
        compressed: {},
        etag: `W/"${stats.size}-${stats.mtime.getTime()}"`,
        lastModified: stats.mtime.toUTCString(),
      };
      // A page larger than the whole cache is read for each request instead.
      if (stats.size <= maxBytes) pages.set(file, page);
      return page;
    },
    /**
     * The body to send for an Accept-Encoding header: Brotli, else gzip, each only when accepted
     * and written by the build, else the plain HTML. Read from disk once, then kept.
     */
    body(page: CachedPage, acceptEncoding: string | undefined): PageBody {
      for (const encoding of PAGE_ENCODINGS) {
        if (!acceptsEncoding(acceptEncoding, encoding)) continue;
        let copy = page.compressed[encoding];
        if (copy === undefined) {
          copy = readCopy(page, encoding);
          page.compressed[encoding] = copy;
          kept(page, copy);
        }
        if (copy) return { encoding, body: copy };
      }
      if (!page.identity) {
        page.identity = fs.readFileSync(page.file);
        kept(page, page.identity);
      }
      return { encoding: null, body: page.identity };
    },
    get bytes(): number {
      return bytes;
    },
  };
}
