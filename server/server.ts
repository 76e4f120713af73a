import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createFeedbackApi } from './feedback/handler';
import { MIN_ADMIN_TOKEN_LENGTH } from './feedback/export';
import { DEFAULT_RATE_LIMIT, type RateLimitOptions } from './feedback/rateLimit';
import { routesFromHtmlFiles } from './feedback/routes';
import { FEEDBACK_INDEX_FILE, loadFeedbackSite } from './feedback/siteIndex';
import { DEFAULT_DAILY_QUOTA, openFeedbackStore } from './feedback/store';
import { sendError } from './http/json';
import { buildContentSecurityPolicy, cspServicesFromEnv, type CspServices } from './security/csp';
import { applyHeaders, buildAssetHeaders, isBuildAsset, securityHeaders } from './security/headers';
import { scanInlineScripts } from './security/inlineScripts';
import { listHtmlFiles } from './site/htmlFiles';
import { createStaticHandler } from './staticSite';

/** The search runtime the build writes; its presence means pages compile WebAssembly. */
const PAGEFIND_RUNTIME = 'pagefind/pagefind.js';

/** Past this many distinct inline scripts the policy header grows beyond a few KB. */
const MANY_INLINE_SCRIPTS = 50;

/** Options of the production server. */
export interface ServerOptions {
  exportDir: string;
  port: number;
  host?: string;
  /** SQLite file of the feedback votes; omitted, an in-memory database (lost on exit). */
  feedbackDb?: string;
  /** Token of GET /api/feedback/export; omitted, that route does not exist. */
  adminToken?: string;
  /** Vote rate limit per client; false turns it off (benchmarks). */
  rateLimit?: RateLimitOptions | false;
  /** Votes stored per UTC day, all clients together; false: no limit (benchmarks). */
  dailyQuota?: number | false;
  /** Behind a reverse proxy: rate-limit by the X-Forwarded-For address the proxy appends. */
  trustProxy?: boolean;
  /**
   * External services of the build for the Content-Security-Policy (the inline script hashes and
   * WebAssembly use always come from the export). Omitted, read from process.env like the build.
   */
  csp?: CspServices;
  /** Startup log lines (scan time, hash count); silent when omitted. */
  log?: (line: string) => void;
}

/**
 * Starts the production server and resolves once it listens: the static export, the feedback
 * API under /api/, and the security headers on every answer. Closing the server closes the
 * feedback database.
 */
export function startServer({
  exportDir,
  port,
  host = '0.0.0.0',
  feedbackDb = ':memory:',
  adminToken,
  rateLimit = DEFAULT_RATE_LIMIT,
  dailyQuota = DEFAULT_DAILY_QUOTA,
  trustProxy = false,
  csp,
  log,
}: ServerOptions): Promise<http.Server> {
  if (adminToken !== undefined && adminToken.length < MIN_ADMIN_TOKEN_LENGTH) {
    throw new Error(`FEEDBACK_ADMIN_TOKEN must be at least ${MIN_ADMIN_TOKEN_LENGTH} characters`);
  }
  const htmlFiles = listHtmlFiles(exportDir);
  const scan = scanInlineScripts(exportDir, htmlFiles);
  const policy = buildContentSecurityPolicy({
    ...(csp ?? cspServicesFromEnv(process.env)),
    scriptHashes: scan.hashes,
    webAssembly: fs.existsSync(path.join(exportDir, PAGEFIND_RUNTIME)),
  });
  log?.(`CSP: ${scan.hashes.length} distinct inline script(s) in ${scan.files} HTML files, scanned in ${Math.round(scan.milliseconds)} ms`);
  // Each distinct script adds ~55 bytes to every response: many means per-page data in scripts.
  if (scan.hashes.length > MANY_INLINE_SCRIPTS) {
    console.warn(`CSP: ${scan.hashes.length} distinct inline scripts make a large header; move per-page data into JSON script blocks`);
  }
  const headers = securityHeaders(policy);
  const assetHeaders = buildAssetHeaders(headers);

  const site = loadFeedbackSite(exportDir);
  if (!site) console.warn(`${FEEDBACK_INDEX_FILE} is missing from the export: votes are refused (503) until the site is rebuilt`);
  const store = openFeedbackStore(feedbackDb, { dailyQuota });
  const handleApi = createFeedbackApi({ store, routes: routesFromHtmlFiles(htmlFiles), site, rateLimit, adminToken, trustProxy });
  const handleStatic = createStaticHandler(exportDir);

  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    applyHeaders(res, isBuildAsset(pathname) ? assetHeaders : headers);
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      handleApi(req, res).catch((error: unknown) => {
        console.error('feedback API error', error);
        if (!res.headersSent) sendError(res, 500, 'internal server error');
        else res.destroy();
      });
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendError(res, 405, `Method ${req.method} is not allowed here`, { Allow: 'GET, HEAD' });
      return;
    }
    handleStatic(req, res);
  });
  server.once('close', () => store.close());
  return new Promise((resolve, reject) => {
    const failToListen = (error: Error): void => {
      store.close();
      reject(error);
    };
    server.once('error', failToListen);
    server.listen(port, host, () => {
      server.off('error', failToListen);
      resolve(server);
    });
  });
}
