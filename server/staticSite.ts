import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from '../src/engine/serviceWorker/constants';
import { FONTS_URL } from '../src/engine/theme/fonts/webFonts';
import { movedPages } from '../content/nav/movedPages';
import { movedTarget, movedUrls } from '../src/engine/routing/movedPages';
import { createPageCache, pageEncodingFor } from './site/pageCache';

/** Text files the export holds besides pages (sirv sends them without a charset). */
const TEXT_TYPES: Record<string, string> = { '.md': 'text/markdown', '.txt': 'text/plain', '.xml': 'application/xml' };

/**
 * Files that never change under the same name, cached for a year: hashed build assets, and the
 * font files (in a folder named by their package's version).
 */
const IMMUTABLE_PREFIXES = ['/_next/static/', `${FONTS_URL}/`];
const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * Serves the static export: files and `index.html` of route directories, a 308 to the
 * trailing-slash URL for directories asked without it, and the site's 404 page otherwise.
 * Pages (route directories) come from an in-memory cache, in Brotli or gzip for browsers that
 * accept them;
 * every other file from sirv.
 */
export function createStaticHandler(exportDir: string, pageCache = createPageCache()) {
  const root = path.resolve(exportDir);
  const notFoundPage = path.join(root, '404.html');
  // Old URLs of moved pages whose new page is built: answered with a 308 before any file.
  const moved = new Map([...movedUrls(movedPages)].filter(([, to]) => fs.existsSync(path.join(root, to, 'index.html'))));
  const serveFiles = sirv(root, {
    dev: false,
    etag: true,
    // The build writes .br and .gz copies beside scripts, styles and text (scripts/build-compress.ts).
    brotli: true,
    gzip: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', IMMUTABLE_PREFIXES.some((prefix) => pathname.startsWith(prefix)) ? 'public, max-age=31536000, immutable' : REVALIDATE);
      // Markdown twins, llms.txt and the sitemap hold Chinese text and typographic punctuation.
      const textType = TEXT_TYPES[path.extname(pathname)];
      if (textType) res.setHeader('Content-Type', `${textType}; charset=utf-8`);
      // The worker lives under /x/ but serves the whole site, Chinese pages included.
      if (pathname === SERVICE_WORKER_URL) res.setHeader('Service-Worker-Allowed', SERVICE_WORKER_SCOPE);
    },
  });

  /** The file inside the export a decoded path names, or null when it points outside. */
  const inside = (...segments: string[]): string | null => {
    const file = path.join(root, ...segments);
    return file.startsWith(root + path.sep) ? file : null;
  };

  const servePage = (req: http.IncomingMessage, res: http.ServerResponse, pathname: string): boolean => {
    const file = inside(pathname, 'index.html');
    const page = file && pageCache.get(file);
    if (!page) return false;
    // The ETag is weak, so the Brotli, gzip and plain bodies, equivalent in meaning, may share it.
    if (req.headers['if-none-match'] === page.etag) {
      res.writeHead(304, { ETag: page.etag, 'Cache-Control': REVALIDATE, Vary: 'Accept-Encoding' });
      res.end();
      return true;
    }
    const encoding = pageEncodingFor(req.headers['accept-encoding']);
    const body = encoding ? pageCache.compress(page, encoding) : page.body;
    res.writeHead(200, {
      'Content-Type': 'text/html;charset=utf-8',
      'Content-Length': String(body.length),
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      Vary: 'Accept-Encoding',
      'Last-Modified': page.lastModified,
      ETag: page.etag,
      'Cache-Control': REVALIDATE,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };

  return (req: http.IncomingMessage, res: http.ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname: string | null;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      // A malformed escape (`/%E0`) names no file; sirv answers it with the 404 page.
      pathname = null;
    }
    const movedTo = pathname === null ? null : movedTarget(moved, pathname);
    if (movedTo) {
      res.writeHead(308, { Location: `${movedTo}${url.search}` });
      res.end();
      return;
    }
    if (pathname !== null && !pathname.endsWith('/') && !path.extname(pathname)) {
      const dir = inside(path.normalize(pathname));
      if (dir && fs.existsSync(path.join(dir, 'index.html'))) {
        res.writeHead(308, { Location: `${url.pathname}/${url.search}` });
        res.end();
        return;
      }
    }
    if (pathname !== null && pathname.endsWith('/') && servePage(req, res, pathname)) return;
    serveFiles(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
      fs.createReadStream(notFoundPage).pipe(res);
    });
  };
}
