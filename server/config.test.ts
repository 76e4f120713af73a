import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { feedbackEnv } from './config';
import { DEFAULT_RATE_LIMIT } from './feedback/rateLimit';

describe('feedbackEnv', () => {
  const root = '/repo';

  it('defaults to data/feedback.sqlite, no export route and the rate limit on', () => {
    expect(feedbackEnv({}, root)).toEqual({
      feedbackDb: path.join(root, 'data', 'feedback.sqlite'),
      adminToken: undefined,
      rateLimit: DEFAULT_RATE_LIMIT,
      trustProxy: false,
    });
  });

  it('reads FEEDBACK_DB (relative to the repository), FEEDBACK_ADMIN_TOKEN, FEEDBACK_RATE_LIMIT=off and FEEDBACK_TRUST_PROXY', () => {
    const env = { FEEDBACK_DB: 'tmp/votes.sqlite', FEEDBACK_ADMIN_TOKEN: ' secret-token-of-maintainers ', FEEDBACK_RATE_LIMIT: 'OFF', FEEDBACK_TRUST_PROXY: '1' };
    expect(feedbackEnv(env, root)).toEqual({
      feedbackDb: path.join(root, 'tmp', 'votes.sqlite'),
      adminToken: 'secret-token-of-maintainers',
      rateLimit: false,
      trustProxy: true,
    });
    expect(feedbackEnv({ FEEDBACK_DB: '/var/lib/docs/votes.sqlite', FEEDBACK_RATE_LIMIT: 'on' }, root)).toMatchObject({
      feedbackDb: '/var/lib/docs/votes.sqlite',
      rateLimit: DEFAULT_RATE_LIMIT,
    });
  });

  it('refuses an unknown FEEDBACK_RATE_LIMIT value', () => {
    expect(() => feedbackEnv({ FEEDBACK_RATE_LIMIT: 'no' }, root)).toThrow(/FEEDBACK_RATE_LIMIT must be "on" or "off"/);
  });
});
