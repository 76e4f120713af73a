import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import { FONTS_URL } from '../src/engine/theme/fonts/webFonts';
import { movedPages } from '../content/nav/movedPages';
import { movedTarget, movedUrls } from '../src/engine/routing/movedPages';
import type { SitePath } from './http/sitePath';
import { createPageCache, type CachedPage, type PageBody } from './site/pageCache';

/** Text files the export holds besides pages, sent with their charset. */
const TEXT_TYPES: Record<string, string> = {
  '.md': 'text/markdown',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
};

/**
 * Files that never change under the same name, cached for a year: hashed build assets, and the
 * font files (in a folder named by their package's version).
 */
const IMMUTABLE_PREFIXES = ['/_next/static/', `${FONTS_URL}/`];
const REVALIDATE = 'public, max-age=0, must-revalidate';
const NOT_FOUND_FALLBACK = '<!DOCTYPE html><title>Page not found</title><h1>Page not found</h1>';

export interface StaticSite {
  /** Registers @fastify/static (for `reply.sendFile`) on the app. */
  register(app: FastifyInstance): Promise<void>;
  /** Answers a GET or HEAD of a normalised path. */
  serve(request: FastifyRequest, reply: FastifyReply, sitePath: SitePath): FastifyReply;
  /** The site's 404 page. */
  notFound(reply: FastifyReply): FastifyReply;
}

/**
 * Serves the static export: files and `index.html` of route directories, a 308 to the
 * trailing-slash URL for directories asked without it, and the site's 404 page otherwise.
 * Pages (route directories, and the 404 page) come from an in-memory cache of the build's files:
 * the `.br` or `.gz` copy beside `index.html` for browsers that accept it, else the HTML itself;
 * nothing is compressed at run time. Every other file comes from @fastify/static, which picks
 * the build's `.br`/`.gz` copy by Accept-Encoding (q=0 honoured) and answers ranges and
 * conditional requests.
 */
export function createStaticSite(exportDir: string, pageCache = createPageCache()): StaticSite {
  const root = path.resolve(exportDir);
  const notFoundFile = path.join(root, '404.html');
  const notFoundFallback: PageBody = { encoding: null, body: Buffer.from(NOT_FOUND_FALLBACK) };
  // Old URLs of moved pages whose new page is built: answered with a 308 before any file.
  const moved = new Map(
    [...movedUrls(movedPages)].filter(([, to]) => fs.existsSync(path.join(root, to, 'index.html'))),
  );

  /** The URL path of a file @fastify/static chose (its `.br`/`.gz` copy stands for the file itself). */
  const urlPathOf = (file: string): string =>
    `/${path.relative(root, file).split(path.sep).join('/')}`.replace(/\.(br|gz)$/, '');

  /** Sends a page body with its Content-Encoding (Vary is the caller's, set before any 304). */
  const sendBody = (reply: FastifyReply, { encoding, body }: PageBody): FastifyReply => {
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(body);
  };

  // In the page cache like any page: floods of bad URLs all get it.
  const notFound = (reply: FastifyReply): FastifyReply => {
    const page = pageCache.get(notFoundFile);
    return sendBody(
      reply
        .code(404)
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding'),
      page ? pageCache.body(page, reply.request.headers['accept-encoding']) : notFoundFallback,
    );
  };

  const servePage = (
    request: FastifyRequest,
    reply: FastifyReply,
    page: CachedPage,
  ): FastifyReply => {
    // The ETag is weak, so the Brotli, gzip and plain bodies, equivalent in meaning, may share it.
    reply
      .header('Vary', 'Accept-Encoding')
      .header('ETag', page.etag)
      .header('Last-Modified', page.lastModified)
      .header('Cache-Control', REVALIDATE);
    // `fresh` reads If-None-Match as a list (weak comparison, `*`) and falls back to If-Modified-Since.
    if (fresh(request.headers, { etag: page.etag, 'last-modified': page.lastModified }))
      return reply.code(304).send();
    return sendBody(
      reply.header('Content-Type', 'text/html;charset=utf-8'),
      pageCache.body(page, request.headers['accept-encoding']),
    );
  };

  return {
    async register(app) {
      await app.register(fastifyStatic, {
        root,
        // Routing is the server's own (one catch-all route deciding from the normalised path).
        serve: false,
        preCompressed: true,
        index: false,
        extensions: ['html'],
        // `.build-stamp` and any other dotfile of the export stay private.
        dotfiles: 'ignore',
        cacheControl: false,
        setHeaders(reply, file) {
          const urlPath = urlPathOf(file);
          reply.header(
            'Cache-Control',
            IMMUTABLE_PREFIXES.some((prefix) => urlPath.startsWith(prefix))
              ? 'public, max-age=31536000, immutable'
              : REVALIDATE,
          );
          // Markdown twins, llms.txt and the sitemap hold Chinese text and typographic punctuation.
          const textType = TEXT_TYPES[path.extname(urlPath)];
          if (textType) reply.header('Content-Type', `${textType}; charset=utf-8`);
        },
      });
    },

    serve(request, reply, { pathname, search }) {
      const movedTo = movedTarget(moved, pathname);
      if (movedTo) return reply.redirect(`${movedTo}${search}`, 308);
      const file = path.join(root, pathname);
      if (pathname.endsWith('/')) {
        const page = pageCache.get(path.join(file, 'index.html'));
        // A trailing slash after a file (`/x/sw.js/`) names nothing.
        return page ? servePage(request, reply, page) : notFound(reply);
      }
      if (!path.extname(pathname) && fs.existsSync(path.join(file, 'index.html'))) {
        // Built from the normalised path, which starts with exactly one "/": the Location stays on this site.
        return reply.redirect(`${encodeURI(pathname)}/${search}`, 308);
      }
      return reply.sendFile(pathname);
    },

    notFound,
  };
}
