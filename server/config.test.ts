import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { feedbackEnv, listenEnv, listenUrl } from './config';
import { DEFAULT_RATE_LIMIT } from './feedback/rateLimit';
import { DEFAULT_DAILY_QUOTA } from './feedback/store';

describe('feedbackEnv', () => {
  const root = '/repo';

  it('defaults to data/feedback.sqlite, no export route, the rate limit on and the default daily quota', () => {
    expect(feedbackEnv({}, root)).toEqual({
      feedbackDb: path.join(root, 'data', 'feedback.sqlite'),
      adminToken: undefined,
      rateLimit: DEFAULT_RATE_LIMIT,
      dailyQuota: DEFAULT_DAILY_QUOTA,
      trustProxy: false,
    });
  });

  it('reads FEEDBACK_DB (relative to the repository), FEEDBACK_ADMIN_TOKEN, FEEDBACK_RATE_LIMIT=off, FEEDBACK_DAILY_QUOTA and FEEDBACK_TRUST_PROXY', () => {
    const env = {
      FEEDBACK_DB: 'tmp/votes.sqlite',
      FEEDBACK_ADMIN_TOKEN: ' secret-token-of-maintainers ',
      FEEDBACK_RATE_LIMIT: 'OFF',
      FEEDBACK_DAILY_QUOTA: ' 20000 ',
      FEEDBACK_TRUST_PROXY: '1',
    };
    expect(feedbackEnv(env, root)).toEqual({
      feedbackDb: path.join(root, 'tmp', 'votes.sqlite'),
      adminToken: 'secret-token-of-maintainers',
      rateLimit: false,
      dailyQuota: 20_000,
      trustProxy: true,
    });
    expect(
      feedbackEnv(
        {
          FEEDBACK_DB: '/var/lib/docs/votes.sqlite',
          FEEDBACK_RATE_LIMIT: 'on',
          FEEDBACK_DAILY_QUOTA: 'off',
        },
        root,
      ),
    ).toMatchObject({
      feedbackDb: '/var/lib/docs/votes.sqlite',
      rateLimit: DEFAULT_RATE_LIMIT,
      dailyQuota: false,
    });
  });

  it('refuses an unknown FEEDBACK_RATE_LIMIT value', () => {
    expect(() => feedbackEnv({ FEEDBACK_RATE_LIMIT: 'no' }, root)).toThrow(
      /FEEDBACK_RATE_LIMIT must be "on" or "off"/,
    );
  });

  it.each(['0', '-5', '1.5', '1e3', 'lots', '99999999999999999999'])(
    'refuses FEEDBACK_DAILY_QUOTA=%s',
    (value) => {
      expect(() => feedbackEnv({ FEEDBACK_DAILY_QUOTA: value }, root)).toThrow(
        /FEEDBACK_DAILY_QUOTA must be a positive whole number of votes or "off"/,
      );
    },
  );
});

describe('listenEnv', () => {
  it('listens on every IPv4 interface, port 3000, by default', () => {
    expect(listenEnv({})).toEqual({ host: '0.0.0.0', port: 3000 });
    expect(listenEnv({ HOST: ' ', PORT: '' })).toEqual({ host: '0.0.0.0', port: 3000 });
  });

  it('reads HOST and PORT', () => {
    expect(listenEnv({ HOST: '127.0.0.1', PORT: '8080' })).toEqual({
      host: '127.0.0.1',
      port: 8080,
    });
    expect(listenEnv({ HOST: '::', PORT: '0' })).toEqual({ host: '::', port: 0 });
    expect(listenEnv({ HOST: 'docs.internal' })).toEqual({ host: 'docs.internal', port: 3000 });
  });

  it.each([
    { HOST: 'http://localhost' },
    { HOST: '[::1]' },
    { HOST: 'a b' },
    { PORT: '65536' },
    { PORT: '-1' },
    { PORT: 'http' },
    { PORT: '80.5' },
  ])('refuses %j', (env) => {
    expect(() => listenEnv(env)).toThrow(
      /^(HOST must be an IP address or a host name|PORT must be a whole number from 0 to 65535)/,
    );
  });

  it('shows the wildcard addresses as localhost and IPv6 in brackets', () => {
    expect(listenUrl({ host: '0.0.0.0', port: 3000 })).toBe('http://localhost:3000');
    expect(listenUrl({ host: '::', port: 3000 })).toBe('http://localhost:3000');
    expect(listenUrl({ host: '127.0.0.1', port: 8080 })).toBe('http://127.0.0.1:8080');
    expect(listenUrl({ host: '::1', port: 8080 })).toBe('http://[::1]:8080');
  });
});
