import type http from 'node:http';
import { readBody, refuseUnreadBody } from '../http/body';
import { sendError, sendJson } from '../http/json';
import { EXPORT_FORMATS, isAuthorized, writeExport, type ExportFormat } from './export';
import { createRateLimiter, clientKey, type RateLimitOptions } from './rateLimit';
import { feedbackSchema, largestVoteBytes, parseFeedback } from './schema';
import type { FeedbackSite } from './siteIndex';
import { secondsUntilNextUtcDay, type FeedbackStore } from './store';

export const FEEDBACK_PATH = '/api/feedback';
export const EXPORT_PATH = '/api/feedback/export';

export interface FeedbackApiOptions {
  store: FeedbackStore;
  /** Routes a vote may name. */
  routes: ReadonlySet<string>;
  /** Versions and heading ids a vote may name (the build's feedback index); null: votes are refused with 503. */
  site: FeedbackSite | null;
  /** false turns the limiter off (benchmarks); defaults are in rateLimit.ts. */
  rateLimit: RateLimitOptions | false;
  /** Without a token the export route does not exist. */
  adminToken?: string;
  /** Behind a reverse proxy: take the client address from the last X-Forwarded-For entry. */
  trustProxy?: boolean;
}

/**
 * The address a vote comes from. Behind a proxy every connection comes from the proxy, so the
 * client is the entry the proxy appended last to X-Forwarded-For (earlier entries are whatever
 * the client sent, hence never trusted); without a proxy the header is ignored for that reason.
 */
export function clientAddress(req: http.IncomingMessage, trustProxy: boolean): string | undefined {
  const forwarded = req.headers['x-forwarded-for'];
  if (trustProxy && typeof forwarded === 'string') {
    const last = forwarded.split(',').at(-1)?.trim();
    if (last) return last;
  }
  return req.socket.remoteAddress;
}

/** True for `application/json`, with or without parameters, in UTF-8 (the only charset JSON has). */
function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false;
  const [type, ...parameters] = header.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return parameters.every(
    (parameter) => !parameter.startsWith('charset=') || /^charset="?utf-?8"?$/.test(parameter),
  );
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The `/api/*` routes: POST /api/feedback stores a vote, GET /api/feedback/export gives them to
 * maintainers. Any refusal is a 4xx `{ "error" }` naming the problem, and nothing is stored.
 */
export function createFeedbackApi({
  store,
  routes,
  site,
  rateLimit,
  adminToken,
  trustProxy = false,
}: FeedbackApiOptions) {
  const schema = site && feedbackSchema(routes, site);
  // The largest valid vote fits, and not a byte more is read (about 8.2 KB).
  const maxBodyBytes = site ? largestVoteBytes(routes, site) : 0;
  const limiter = rateLimit ? createRateLimiter(rateLimit) : null;

  async function submit(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    if (!schema) {
      refuseUnreadBody(req, res);
      sendError(
        res,
        503,
        'votes cannot be checked: the export has no feedback index, rebuild the site',
      );
      return;
    }
    if (limiter) {
      const decision = limiter.take(clientKey(clientAddress(req, trustProxy)));
      if (!decision.allowed) {
        refuseUnreadBody(req, res);
        sendError(
          res,
          429,
          `too many votes from this address, try again in ${decision.retryAfterSeconds} s`,
          {
            'Retry-After': String(decision.retryAfterSeconds),
          },
        );
        return;
      }
    }
    // Also what keeps other sites from posting votes with a plain HTML form (CSRF): a form
    // cannot send application/json, and a script on another origin would need CORS.
    if (!isJsonContentType(req.headers['content-type'])) {
      refuseUnreadBody(req, res);
      sendError(
        res,
        415,
        `Content-Type must be application/json, got ${JSON.stringify(req.headers['content-type'] ?? '')}`,
      );
      return;
    }
    const read = await readBody(req, maxBodyBytes);
    if (!read.ok) {
      if (read.reason === 'too-large') {
        refuseUnreadBody(req, res);
        sendError(res, 413, `the body must be at most ${maxBodyBytes} bytes`);
      }
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(utf8.decode(read.body));
    } catch (error) {
      const detail = error instanceof SyntaxError ? error.message : 'the body is not valid UTF-8';
      sendError(res, 400, `malformed JSON: ${detail}`);
      return;
    }
    const parsed = parseFeedback(body, schema);
    if (!parsed.ok) {
      sendError(res, 400, parsed.error);
      return;
    }
    const now = new Date();
    const result = store.insert(parsed.feedback, now);
    if (!result.stored) {
      const retryAfter = secondsUntilNextUtcDay(now);
      sendError(
        res,
        429,
        `the site has stored its ${result.dailyQuota} votes for today, try again in ${retryAfter} s`,
        { 'Retry-After': String(retryAfter) },
      );
      return;
    }
    sendJson(res, 201, { id: result.id });
  }

  async function exportVotes(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    token: string,
    search: URLSearchParams,
  ): Promise<void> {
    if (!isAuthorized(req.headers.authorization, token)) {
      sendError(res, 401, 'a valid "Authorization: Bearer <token>" header is required', {
        'WWW-Authenticate': 'Bearer realm="feedback export"',
      });
      return;
    }
    const format = search.get('format') ?? 'json';
    if (!(EXPORT_FORMATS as readonly string[]).includes(format)) {
      sendError(
        res,
        400,
        `format must be ${EXPORT_FORMATS.map((name) => `"${name}"`).join(' or ')}, got ${JSON.stringify(format)}`,
      );
      return;
    }
    await writeExport(res, store.snapshot(), format as ExportFormat);
  }

  /** Answers one `/api/*` request (the caller routes only those here). */
  return async function handleApi(
    req: http.IncomingMessage,
    res: http.ServerResponse,
  ): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === FEEDBACK_PATH) {
      if (req.method === 'POST') return submit(req, res);
      refuseUnreadBody(req, res);
      return sendError(
        res,
        405,
        `Method ${req.method} is not allowed on ${FEEDBACK_PATH}, use POST`,
        { Allow: 'POST' },
      );
    }
    if (url.pathname === EXPORT_PATH && adminToken) {
      if (req.method === 'GET') return exportVotes(req, res, adminToken, url.searchParams);
      refuseUnreadBody(req, res);
      return sendError(res, 405, `Method ${req.method} is not allowed on ${EXPORT_PATH}, use GET`, {
        Allow: 'GET',
      });
    }
    refuseUnreadBody(req, res);
    sendError(res, 404, `no API route ${url.pathname}`);
  };
}
