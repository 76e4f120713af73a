/**
 * Writes Brotli (`.br`) and gzip (`.gz`) copies beside every compressible file of export/ (pages,
 * scripts, styles, JSON, Markdown twins, text, XML, SVG, the search runtime), so the server — or
 * any static host that serves precompressed files — sends a fraction of the bytes without
 * compressing anything per request. Pagefind's index files and images are already compressed;
 * dotfiles (the build's private files) are left alone. Run by `npm run build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Extensions worth compressing. */
export const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.md',
  '.txt',
  '.xml',
  '.svg',
  '.webmanifest',
]);
/**
 * Brotli quality per kind of file. Scripts and styles are what every reader downloads: the
 * slowest, densest setting (11) is worth its seconds there, as they are few. Pages are what a
 * reader downloads first, but there are 270 MB of them: quality 10 is within 2% of 11 at a third
 * of its time (a sample of 41 pages: 18.6 against 18.2 KB a page; 64 against 210 CPU seconds for
 * all of them), while 9 and below are 11–19% larger. For Markdown twins, JSON and text, quality 5
 * is 2% larger and 60 times faster (measured on an earlier export: 5.42 vs 4.82 MB overall, 0.8
 * vs 53 s).
 */
const BROTLI_QUALITY_BY_EXTENSION: Record<string, number> = {
  '.html': 10,
  '.js': 11,
  '.mjs': 11,
  '.css': 11,
};
const DEFAULT_BROTLI_QUALITY = 5;
/** Smaller files gain too little to be worth a second request path. */
const MIN_BYTES = 1024;
/** A copy is kept only when it saves at least this share of the bytes. */
const MIN_SAVING = 0.1;
/** Files compressed at once (zlib runs them on the libuv thread pool). */
const CONCURRENCY = 8;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Bytes before and after, per extension, and the copies written. */
export interface CompressionReport {
  files: number;
  copies: number;
  bytes: number;
  brotliBytes: number;
  /** The same figures for the HTML pages alone. */
  pages: { files: number; bytes: number; brotliBytes: number; gzipBytes: number };
  seconds: number;
}

/** Writes the `.br` and `.gz` copies of the compressible files of `exportDir`. */
export async function compressExport(exportDir: string): Promise<CompressionReport> {
  const started = performance.now();
  const files = (fs.readdirSync(exportDir, { recursive: true }) as string[])
    .filter((file) => !path.basename(file).startsWith('.'))
    .map((file) => path.join(exportDir, file))
    .filter((file) => COMPRESSIBLE.has(path.extname(file)) && fs.statSync(file).size >= MIN_BYTES);

  const report: CompressionReport = {
    files: files.length,
    copies: 0,
    bytes: 0,
    brotliBytes: 0,
    pages: { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 },
    seconds: 0,
  };
  async function compress(file: string): Promise<void> {
    const body = fs.readFileSync(file);
    const extension = path.extname(file);
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]:
            BROTLI_QUALITY_BY_EXTENSION[extension] ?? DEFAULT_BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzip(body, { level: 9 }),
    ]);
    report.bytes += body.length;
    report.brotliBytes += Math.min(br.length, body.length);
    if (extension === '.html') {
      report.pages.files += 1;
      report.pages.bytes += body.length;
      report.pages.brotliBytes += Math.min(br.length, body.length);
      report.pages.gzipBytes += Math.min(gz.length, body.length);
    }
    const mtime = fs.statSync(file).mtime;
    for (const [suffix, data] of [
      ['.br', br],
      ['.gz', gz],
    ] as const) {
      if (data.length > body.length * (1 - MIN_SAVING)) continue;
      fs.writeFileSync(file + suffix, data);
      // Same modification time as the original: Last-Modified and the ETag agree between the
      // variants, and the server can tell a copy made from this very file.
      fs.utimesSync(file + suffix, mtime, mtime);
      report.copies += 1;
    }
  }

  const queue = [...files];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) await compress(file);
    }),
  );
  report.seconds = (performance.now() - started) / 1000;
  return report;
}
