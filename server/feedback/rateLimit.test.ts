import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../server';
import { postVote } from '../testing/request';
import { createTempSite, VALID_VOTE } from '../testing/tempSite';
import { clientAddress } from './handler';
import {
  FEEDBACK_RATE_BURST,
  FEEDBACK_RATE_REFILL_MS,
  clientKey,
  createRateLimiter,
} from './rateLimit';

describe('createRateLimiter', () => {
  const setup = (maxClients = 100) => {
    let time = 1_000_000;
    const limiter = createRateLimiter({ burst: 3, refillMs: 1000, maxClients }, () => time);
    return { limiter, advance: (ms: number) => (time += ms) };
  };

  it('allows the burst, then refuses with the seconds until the next token', () => {
    const { limiter, advance } = setup();
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, true]);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    advance(400);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    advance(600);
    expect(limiter.take('a')).toEqual({ allowed: true });
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('rounds Retry-After up to whole seconds with a slow refill', () => {
    let time = 0;
    const limiter = createRateLimiter({ burst: 1, refillMs: 6000, maxClients: 10 }, () => time);
    limiter.take('a');
    time += 1500;
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 5 });
  });

  it('keeps one bucket per client', () => {
    const { limiter } = setup();
    for (let index = 0; index < 3; index += 1) limiter.take('a');
    expect(limiter.take('a').allowed).toBe(false);
    expect(limiter.take('b').allowed).toBe(true);
  });

  it('refills to the burst at most', () => {
    const { limiter, advance } = setup();
    limiter.take('a');
    advance(60_000);
    expect([1, 2, 3, 4].map(() => limiter.take('a').allowed)).toEqual([true, true, true, false]);
  });

  it('drops buckets idle long enough to be full again', () => {
    const { limiter, advance } = setup();
    limiter.take('a');
    limiter.take('b');
    advance(3000);
    limiter.take('c');
    expect(limiter.size).toBe(1);
  });

  it('never holds more than maxClients buckets, forgetting the least recently seen', () => {
    const { limiter } = setup(5);
    for (let index = 0; index < 1000; index += 1) limiter.take(`client-${index}`);
    expect(limiter.size).toBe(5);
  });
});

describe('clientKey', () => {
  it('unwraps IPv4-mapped addresses and cuts IPv6 to its /64', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:0:1:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
    expect(clientKey('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey(undefined)).toBe('unknown');
  });
});

describe('clientAddress', () => {
  const req = (forwarded?: string) =>
    ({
      headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
      socket: { remoteAddress: '10.0.0.1' },
    }) as unknown as http.IncomingMessage;

  it('trusts only the entry the proxy appended, and only behind a trusted proxy', () => {
    expect(clientAddress(req('203.0.113.1, 198.51.100.2'), true)).toBe('198.51.100.2');
    expect(clientAddress(req('203.0.113.1, 198.51.100.2'), false)).toBe('10.0.0.1');
    expect(clientAddress(req(), true)).toBe('10.0.0.1');
  });
});

describe('POST /api/feedback rate limit', () => {
  let site: ReturnType<typeof createTempSite>;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    site = createTempSite();
    server = await startServer({
      exportDir: site.exportDir,
      port: 0,
      host: '127.0.0.1',
      feedbackDb: site.feedbackDb,
      csp: {},
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Sockets kept alive by the client would otherwise hold close() for seconds.
      server.closeAllConnections();
    });
    fs.rmSync(site.dir, { recursive: true, force: true });
  });

  it('answers 429 with Retry-After past the burst, stores nothing more, and counts each client apart', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < FEEDBACK_RATE_BURST; index += 1)
      statuses.push((await postVote(base, VALID_VOTE, { localAddress: '127.0.0.1' })).status);
    expect(statuses).toEqual(Array(FEEDBACK_RATE_BURST).fill(201));

    const refused = await postVote(base, VALID_VOTE, { localAddress: '127.0.0.1' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(
      FEEDBACK_RATE_REFILL_MS / 1000,
    );
    expect(JSON.parse(refused.text).error).toMatch(
      /^too many votes from this address, try again in \d+ s$/,
    );

    // A forged X-Forwarded-For does not make a new client when no proxy is trusted.
    const forged = await postVote(base, VALID_VOTE, {
      localAddress: '127.0.0.1',
      headers: { 'X-Forwarded-For': '198.51.100.9' },
    });
    expect(forged.status).toBe(429);

    // Another loopback address is another client, with a full bucket of its own.
    const other = await postVote(base, VALID_VOTE, { localAddress: '127.0.0.2' });
    expect(other.status).toBe(201);

    const db = new Database(site.feedbackDb, { readonly: true });
    expect(db.prepare('SELECT COUNT(*) FROM feedback').pluck().get()).toBe(FEEDBACK_RATE_BURST + 1);
    db.close();
  });
});
