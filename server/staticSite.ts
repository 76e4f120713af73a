import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

/** Hashed build assets never change under the same name: cache them for a year. */
const IMMUTABLE_PREFIX = '/_next/static/';

/**
 * Serves the static export: files and `index.html` of route directories, a 308 to the
 * trailing-slash URL for directories asked without it, and the site's 404 page otherwise.
 */
export function createStaticHandler(exportDir: string) {
  const notFoundPage = path.join(exportDir, '404.html');
  const serveFiles = sirv(exportDir, {
    dev: false,
    etag: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      res.setHeader(
        'Cache-Control',
        pathname.startsWith(IMMUTABLE_PREFIX) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
    },
  });

  return (req: http.IncomingMessage, res: http.ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = decodeURIComponent(url.pathname);
    if (!pathname.endsWith('/') && !path.extname(pathname)) {
      const dir = path.join(exportDir, path.normalize(pathname));
      if (dir.startsWith(exportDir) && fs.existsSync(path.join(dir, 'index.html'))) {
        res.writeHead(308, { Location: `${url.pathname}/${url.search}` });
        res.end();
        return;
      }
    }
    serveFiles(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
      fs.createReadStream(notFoundPage).pipe(res);
    });
  };
}
