import net from 'node:net';
import path from 'node:path';
import { DEFAULT_RATE_LIMIT, type RateLimitOptions } from './feedback/rateLimit';
import { DEFAULT_DAILY_QUOTA } from './feedback/store';

/** The feedback settings `npm start` reads from the environment (documented in docs/server-and-feedback.md). */
export interface FeedbackEnv {
  feedbackDb: string;
  adminToken: string | undefined;
  rateLimit: RateLimitOptions | false;
  dailyQuota: number | false;
  trustProxy: boolean;
}

/** `on`/`off` switches, case-insensitive; undefined when unset. */
function onOff(env: Record<string, string | undefined>, name: string): 'on' | 'off' | undefined {
  const value = env[name]?.trim().toLowerCase();
  if (!value) return undefined;
  if (value !== 'on' && value !== 'off')
    throw new Error(`${name} must be "on" or "off", got ${JSON.stringify(env[name])}`);
  return value;
}

/** FEEDBACK_DAILY_QUOTA: a positive integer, or `off` (benchmarks only). */
function dailyQuotaFrom(value: string | undefined): number | false {
  const text = value?.trim().toLowerCase();
  if (!text) return DEFAULT_DAILY_QUOTA;
  if (text === 'off') return false;
  if (!/^[1-9][0-9]*$/.test(text) || !Number.isSafeInteger(Number(text))) {
    throw new Error(
      `FEEDBACK_DAILY_QUOTA must be a positive whole number of votes or "off", got ${JSON.stringify(value)}`,
    );
  }
  return Number(text);
}

/**
 * FEEDBACK_DB (default `data/feedback.sqlite` under the repository), FEEDBACK_ADMIN_TOKEN (unset:
 * no export route), FEEDBACK_RATE_LIMIT (`off` disables the limiter, for benchmarks only),
 * FEEDBACK_DAILY_QUOTA (votes stored per UTC day, all clients together) and FEEDBACK_TRUST_PROXY
 * (`1` behind a reverse proxy, which must then set X-Forwarded-For).
 */
export function feedbackEnv(env: Record<string, string | undefined>, root: string): FeedbackEnv {
  const limit = onOff(env, 'FEEDBACK_RATE_LIMIT');
  return {
    feedbackDb: env.FEEDBACK_DB?.trim()
      ? path.resolve(root, env.FEEDBACK_DB.trim())
      : path.join(root, 'data', 'feedback.sqlite'),
    adminToken: env.FEEDBACK_ADMIN_TOKEN?.trim() || undefined,
    rateLimit: limit === 'off' ? false : DEFAULT_RATE_LIMIT,
    dailyQuota: dailyQuotaFrom(env.FEEDBACK_DAILY_QUOTA),
    trustProxy: env.FEEDBACK_TRUST_PROXY === '1' || env.FEEDBACK_TRUST_PROXY === 'true',
  };
}

/** Where `npm start` listens. */
export interface ListenEnv {
  host: string;
  port: number;
}

/** Every IPv4 interface: what the server has always listened on. */
export const DEFAULT_HOST = '0.0.0.0';
export const DEFAULT_PORT = 3000;

/**
 * HOST (an IP address or a host name; default every IPv4 interface, `127.0.0.1` keeps the server
 * to this machine, e.g. behind a reverse proxy) and PORT (default 3000).
 */
export function listenEnv(env: Record<string, string | undefined>): ListenEnv {
  const host = env.HOST?.trim() || DEFAULT_HOST;
  if (/[\s/[\]]/.test(host))
    throw new Error(`HOST must be an IP address or a host name, got ${JSON.stringify(env.HOST)}`);
  const portText = env.PORT?.trim();
  if (!portText) return { host, port: DEFAULT_PORT };
  const port = Number(portText);
  if (!/^[0-9]+$/.test(portText) || port > 65535)
    throw new Error(`PORT must be a whole number from 0 to 65535, got ${JSON.stringify(env.PORT)}`);
  return { host, port };
}

/** The address to open in a browser: `localhost` for the wildcard addresses, IPv6 in brackets. */
export function listenUrl({ host, port }: ListenEnv): string {
  const shown =
    host === DEFAULT_HOST || host === '::' ? 'localhost' : net.isIPv6(host) ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}
