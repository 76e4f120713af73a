import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { buildApp } from './app';
import { createFeedbackApi } from './feedback/handler';
import { MIN_ADMIN_TOKEN_LENGTH } from './feedback/export';
import { DEFAULT_RATE_LIMIT, type RateLimitOptions } from './feedback/rateLimit';
import { routesFromHtmlFiles } from './feedback/routes';
import { FEEDBACK_INDEX_FILE, loadFeedbackSite } from './feedback/siteIndex';
import { DEFAULT_DAILY_QUOTA, openFeedbackStore } from './feedback/store';
import { checkServerLimits, defaultServerLimits, type ServerLimits } from './limits';
import {
  contentSecurityPolicyDirectives,
  cspServicesFromEnv,
  type CspServices,
} from './security/csp';
import { createSecurityHeaders } from './security/headers';
import { loadCspHashes } from './security/cspHashes';
import { listHtmlFiles } from './site/htmlFiles';
import { createStaticSite } from './staticSite';

/** The search runtime the build writes; its presence means pages compile WebAssembly. */
const PAGEFIND_RUNTIME = 'pagefind/pagefind.js';

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
   * External services of the build for the Content-Security-Policy (the inline script hashes,
   * from the build's export/.csp.json, and WebAssembly use always come from the export). Omitted, read from process.env like the build.
   */
  csp?: CspServices;
  /** Timeouts and the connection cap; each omitted one keeps its default (server/limits.ts). */
  limits?: Partial<ServerLimits>;
  /** Startup log lines (inline script hash count); silent when omitted. */
  log?: (line: string) => void;
}

/**
 * Starts the production server and resolves once it listens: the static export, the feedback
 * API under /api/, and the security headers on every answer. Closing the server closes the
 * feedback database.
 */
export function startServer(options: ServerOptions): Promise<http.Server> {
  return prepareServer(options).then((prepared) => prepared.listen());
}

/** A server ready to listen: everything read and built, the port not yet taken. */
export interface PreparedServer {
  listen(): Promise<http.Server>;
}

/**
 * Everything startServer does before listening, so that a standby worker can be ready to take
 * over in milliseconds (server/cluster/supervisor.ts). A bad admin token is thrown at once, not
 * as a rejection: a misconfigured `npm start` stops before anything else.
 */
export function prepareServer(options: ServerOptions): Promise<PreparedServer> {
  if (options.adminToken !== undefined && options.adminToken.length < MIN_ADMIN_TOKEN_LENGTH) {
    throw new Error(`FEEDBACK_ADMIN_TOKEN must be at least ${MIN_ADMIN_TOKEN_LENGTH} characters`);
  }
  return prepare(options);
}

async function prepare({
  exportDir,
  port,
  host = '0.0.0.0',
  feedbackDb = ':memory:',
  adminToken,
  rateLimit = DEFAULT_RATE_LIMIT,
  dailyQuota = DEFAULT_DAILY_QUOTA,
  trustProxy = false,
  csp,
  limits: limitOverrides,
  log,
}: ServerOptions): Promise<PreparedServer> {
  const limits = { ...defaultServerLimits(), ...limitOverrides };
  checkServerLimits(limits);
  // Hashed by the build (scripts/build/steps/cspHashes.ts); missing or malformed, the server does not start.
  const hashes = loadCspHashes(exportDir);
  const directives = contentSecurityPolicyDirectives({
    ...(csp ?? cspServicesFromEnv(process.env)),
    scriptHashes: hashes.scriptHashes,
    webAssembly: fs.existsSync(path.join(exportDir, PAGEFIND_RUNTIME)),
  });
  log?.(
    `CSP: ${hashes.scriptHashes.length} distinct inline script(s) in ${hashes.htmlFiles} HTML files, hashed by the build`,
  );
  const htmlFiles = listHtmlFiles(exportDir);

  const site = loadFeedbackSite(exportDir);
  if (!site)
    console.warn(
      `${FEEDBACK_INDEX_FILE} is missing from the export: votes are refused (503) until the site is rebuilt`,
    );
  const store = openFeedbackStore(feedbackDb, { dailyQuota });
  const app = await buildApp({
    limits,
    securityHeaders: createSecurityHeaders(directives),
    site: createStaticSite(exportDir),
    handleApi: createFeedbackApi({
      store,
      routes: routesFromHtmlFiles(htmlFiles),
      site,
      rateLimit,
      adminToken,
      trustProxy,
    }),
  });
  const server = app.server;
  server.maxConnections = limits.maxConnections;
  server.once('close', () => store.close());
  return {
    async listen() {
      try {
        await app.listen({ port, host });
      } catch (error) {
        store.close();
        throw error;
      }
      return server;
    },
  };
}
