import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { feedbackEnv } from '../config';
import { startServer } from '../server';
import { postVote } from '../testing/request';
import { createTempSite, VALID_VOTE } from '../testing/tempSite';
import type { Feedback } from './schema';
import {
  DEFAULT_DAILY_QUOTA,
  openFeedbackStore,
  secondsUntilNextUtcDay,
  type FeedbackStore,
} from './store';

const vote = VALID_VOTE as Feedback;
const at = (iso: string) => new Date(iso);

describe('daily quota of the store', () => {
  let dir: string;
  let file: string;
  const opened: FeedbackStore[] = [];
  const open = (dailyQuota: number | false): FeedbackStore => {
    const store = openFeedbackStore(file, { dailyQuota });
    opened.push(store);
    return store;
  };

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feedback-quota-'));
    file = path.join(dir, 'feedback.sqlite');
  });
  afterEach(() => {
    for (const store of opened.splice(0)) store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('stores at most the quota per UTC day, for every connection to the file and after a restart', () => {
    const store = open(2);
    expect(store.insert(vote, at('2026-11-23T00:00:00.000Z'))).toEqual({ stored: true, id: 1 });
    expect(store.insert(vote, at('2026-11-23T23:59:59.999Z'))).toEqual({ stored: true, id: 2 });
    expect(store.insert(vote, at('2026-11-23T23:59:59.999Z'))).toEqual({
      stored: false,
      dailyQuota: 2,
    });
    // Another process on the same file shares the count.
    expect(open(2).insert(vote, at('2026-11-23T12:00:00.000Z'))).toEqual({
      stored: false,
      dailyQuota: 2,
    });
    // The next UTC day starts again.
    expect(store.insert(vote, at('2026-11-24T00:00:00.000Z'))).toEqual({ stored: true, id: 3 });
    store.close();
    expect(open(2).insert(vote, at('2026-11-23T18:00:00.000Z'))).toEqual({
      stored: false,
      dailyQuota: 2,
    });
    expect(open(false).count()).toBe(3);
  });

  it('counts the votes a database from before the quota already holds', () => {
    const db = new Database(file);
    db.exec(`CREATE TABLE feedback (id INTEGER PRIMARY KEY, created_at TEXT NOT NULL, page TEXT NOT NULL, section TEXT,
      rating INTEGER NOT NULL, comment TEXT NOT NULL, version TEXT NOT NULL, language TEXT NOT NULL)`);
    const insert = db.prepare(
      `INSERT INTO feedback (created_at, page, section, rating, comment, version, language) VALUES (?, '/x/a', NULL, 1, '', '8.29.3', 'en')`,
    );
    insert.run('2026-11-23T08:00:00.000Z');
    insert.run('2026-11-23T09:00:00.000Z');
    db.close();
    const store = open(2);
    expect(store.insert(vote, at('2026-11-23T10:00:00.000Z'))).toEqual({
      stored: false,
      dailyQuota: 2,
    });
    expect(store.insert(vote, at('2026-11-22T10:00:00.000Z'))).toEqual({ stored: true, id: 3 });
  });

  it('has no limit when off, and refuses a quota that is not a positive whole number', () => {
    const store = open(false);
    for (let index = 0; index < 3; index += 1)
      expect(store.insert(vote, at('2026-11-23T10:00:00.000Z')).stored).toBe(true);
    for (const quota of [0, -1, 1.5, Number.NaN])
      expect(() => openFeedbackStore(':memory:', { dailyQuota: quota })).toThrow(
        /positive integer/,
      );
  });

  it('counts the seconds until the quota starts again, at the next UTC midnight', () => {
    expect(secondsUntilNextUtcDay(at('2026-11-23T00:00:00.000Z'))).toBe(86_400);
    expect(secondsUntilNextUtcDay(at('2026-11-23T23:59:59.500Z'))).toBe(1);
    expect(secondsUntilNextUtcDay(at('2026-11-23T23:00:00.000Z'))).toBe(3_600);
  });

  it('defaults to DEFAULT_DAILY_QUOTA votes a day without FEEDBACK_DAILY_QUOTA', () => {
    expect(feedbackEnv({}, '/repo').dailyQuota).toBe(DEFAULT_DAILY_QUOTA);
  });
});

describe('POST /api/feedback past the daily quota', () => {
  let site: ReturnType<typeof createTempSite>;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    site = createTempSite();
    // The per-client limit stays on: the quota is what stops many addresses together.
    server = await startServer({
      exportDir: site.exportDir,
      port: 0,
      host: '127.0.0.1',
      feedbackDb: site.feedbackDb,
      dailyQuota: 3,
      csp: {},
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    fs.rmSync(site.dir, { recursive: true, force: true });
  });

  it('answers 429 with Retry-After until midnight UTC to every address once the day has its votes, storing nothing more', async () => {
    for (const address of ['127.0.0.1', '127.0.0.2', '127.0.0.3'])
      expect((await postVote(base, VALID_VOTE, { localAddress: address })).status).toBe(201);
    for (const address of ['127.0.0.4', '127.0.0.1']) {
      const refused = await postVote(base, VALID_VOTE, { localAddress: address });
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(86_400);
      expect(JSON.parse(refused.text).error).toMatch(
        /^the site has stored its 3 votes for today, try again in \d+ s$/,
      );
    }
    const db = new Database(site.feedbackDb, { readonly: true });
    expect(db.prepare('SELECT COUNT(*) FROM feedback').pluck().get()).toBe(3);
    db.close();
  });
});
