import path from 'node:path';
import { DEFAULT_RATE_LIMIT, type RateLimitOptions } from './feedback/rateLimit';

/** The feedback settings `npm start` reads from the environment (documented in the README). */
export interface FeedbackEnv {
  feedbackDb: string;
  adminToken: string | undefined;
  rateLimit: RateLimitOptions | false;
  trustProxy: boolean;
}

/**
 * FEEDBACK_DB (default `data/feedback.sqlite` under the repository), FEEDBACK_ADMIN_TOKEN (unset:
 * no export route), FEEDBACK_RATE_LIMIT (`off` disables the limiter, for benchmarks only) and
 * FEEDBACK_TRUST_PROXY (`1` behind a reverse proxy, which must then set X-Forwarded-For).
 */
export function feedbackEnv(env: Record<string, string | undefined>, root: string): FeedbackEnv {
  const limit = env.FEEDBACK_RATE_LIMIT?.trim().toLowerCase();
  if (limit && limit !== 'on' && limit !== 'off') throw new Error(`FEEDBACK_RATE_LIMIT must be "on" or "off", got ${JSON.stringify(env.FEEDBACK_RATE_LIMIT)}`);
  return {
    feedbackDb: env.FEEDBACK_DB?.trim() ? path.resolve(root, env.FEEDBACK_DB.trim()) : path.join(root, 'data', 'feedback.sqlite'),
    adminToken: env.FEEDBACK_ADMIN_TOKEN?.trim() || undefined,
    rateLimit: limit === 'off' ? false : DEFAULT_RATE_LIMIT,
    trustProxy: env.FEEDBACK_TRUST_PROXY === '1' || env.FEEDBACK_TRUST_PROXY === 'true',
  };
}
