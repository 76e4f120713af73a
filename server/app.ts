import type http from 'node:http';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import { refuseUnreadBody } from './http/body';
import { parseSitePath, type SitePath } from './http/sitePath';
import type { ServerLimits } from './limits';
import type { ApplySecurityHeaders } from './security/headers';
import type { StaticSite } from './staticSite';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's normalised path: everything is decided from it (server/http/sitePath.ts). */
    sitePath: SitePath;
  }
}

export interface AppParts {
  limits: ServerLimits;
  securityHeaders: ApplySecurityHeaders;
  site: StaticSite;
  /** The feedback API (server/feedback/handler.ts), given Node's own request and response. */
  handleApi: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;
}

/** Errors of the machine rather than the request: the answer is "try again", not "broken". */
const RESOURCE_ERRORS = new Set(['EMFILE', 'ENFILE', 'ENOMEM', 'EAGAIN']);

function sendError(reply: FastifyReply, status: number, error: string): FastifyReply {
  return reply.code(status).header('Cache-Control', 'no-store').send({ error });
}

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * The production server on Fastify: one catch-all route, so that the security headers, the
 * choice between the API and a file, and any redirect all come from one normalised path (two
 * readings of one URL were how pages got served without their CSP). Fastify gives the timeouts,
 * turns an exception in a handler into a 5xx answer instead of a dead process, and
 * @fastify/static (via the site) gives ranges, conditional requests and precompressed files.
 */
export async function buildApp({
  limits,
  securityHeaders,
  site,
  handleApi,
}: AppParts): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      // Node checks the headers and request timeouts on this interval (30 s by default, which
      // would let a slow-headers socket live up to 40 s with a 10 s timeout).
      connectionsCheckingInterval: Math.max(
        50,
        Math.min(1000, Math.floor(limits.headersTimeoutMs / 4)),
      ),
    },
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // A socket with no traffic either way (a client that stopped reading) is closed.
    connectionTimeout: limits.requestTimeoutMs,
    // Paths are checked by parseSitePath; the router only has one wildcard route to match.
    routerOptions: { maxParamLength: 64 * 1024 },
    return503OnClosing: true,
    // URLs find-my-way cannot decode: a JSON 400 with the site's headers, like every other refusal.
    frameworkErrors(error, request, reply) {
      const parsed = parseSitePath(request.raw.url ?? '/');
      securityHeaders(parsed.ok ? parsed.pathname : '/', request.raw, reply.raw);
      sendError(reply, 400, parsed.ok ? error.message : parsed.error);
    },
  });
  app.decorateRequest('sitePath', null as unknown as SitePath);
  // Only GET and HEAD reach Fastify's body stage (the API and other methods are answered in
  // onRequest): a body sent with them is left unread, never parsed.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  // Everything is decided here, before Fastify reads or parses anything.
  app.addHook('onRequest', (request, reply, done) => {
    const parsed = parseSitePath(request.raw.url ?? '/');
    securityHeaders(parsed.ok ? parsed.pathname : '/', request.raw, reply.raw);
    if (!parsed.ok) {
      refuseUnreadBody(request.raw, reply.raw);
      sendError(reply, 400, parsed.error);
      return;
    }
    if (isApiPath(parsed.pathname)) {
      // The API reads the body and writes Node's response itself (its own limits and messages);
      // the headers set above are already on that response.
      reply.hijack();
      handleApi(request.raw, reply.raw).catch((error: unknown) => {
        console.error('feedback API error', error);
        if (!reply.raw.headersSent) {
          reply.raw.writeHead(500, {
            'Content-Type': 'application/json; charset=utf-8',
            'Cache-Control': 'no-store',
          });
          reply.raw.end(JSON.stringify({ error: 'internal server error' }));
        } else reply.raw.destroy();
      });
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      refuseUnreadBody(request.raw, reply.raw);
      sendError(
        reply.header('Allow', 'GET, HEAD'),
        405,
        `Method ${request.method} is not allowed here`,
      );
      return;
    }
    request.sitePath = parsed;
    done();
  });

  await site.register(app);
  app.route({
    method: ['GET', 'HEAD'],
    url: '*',
    handler: (request, reply) => site.serve(request, reply, request.sitePath),
  });
  // A file @fastify/static did not find.
  app.setNotFoundHandler((_request, reply) => site.notFound(reply));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    // e.g. the `Content-Range: bytes */size` of a 416 from @fastify/send.
    const { headers } = error as FastifyError & { headers?: Record<string, string> };
    if (status >= 400 && status < 500)
      return sendError(headers ? reply.headers(headers) : reply, status, error.message);
    console.error(`${request.method} ${request.raw.url}: ${error.stack ?? error.message}`);
    if (RESOURCE_ERRORS.has(error.code))
      return sendError(
        reply.header('Retry-After', '1'),
        503,
        'the server is out of resources, try again shortly',
      );
    return sendError(reply, 500, 'internal server error');
  });

  return app;
}
