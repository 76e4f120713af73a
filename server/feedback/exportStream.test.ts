import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../server';
import { postVote, request } from '../testing/request';
import { createTempSite, VALID_VOTE } from '../testing/tempSite';
import { streamExport } from './export';
import type { FeedbackRow } from './store';

/** Rows with 1,000-character comments, counting how many the export has pulled. */
function countedRows(total: number) {
  let pulled = 0;
  let released = false;
  function* rows(): Generator<FeedbackRow> {
    try {
      for (let id = 1; id <= total; id += 1) {
        pulled += 1;
        yield {
          id,
          created_at: '2026-11-23T10:00:00.000Z',
          ...VALID_VOTE,
          rating: 1,
          comment: 'x'.repeat(1000),
        };
      }
    } finally {
      released = true;
    }
  }
  return { rows: rows(), pulled: () => pulled, released: () => released };
}

describe('streamExport', () => {
  it('reads no more rows while the destination has not taken the last chunk', async () => {
    const source = countedRows(1000);
    const held: Array<() => void> = [];
    const received: Buffer[] = [];
    // A client that reads only when told to: each write waits for its callback.
    const slow = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _encoding, callback) {
        received.push(chunk);
        held.push(callback);
      },
    });
    let finished = false;
    const done = streamExport(slow, source.rows, 'csv').then(() => {
      finished = true;
    });
    for (let turn = 0; turn < 5; turn += 1) await setImmediate();
    // One chunk (about 64 KB, some 60 rows) is out; the other rows are still in the database.
    expect(received).toHaveLength(1);
    expect(source.pulled()).toBeGreaterThan(0);
    expect(source.pulled()).toBeLessThan(100);

    while (!finished) {
      held.shift()?.();
      await setImmediate();
    }
    await done;
    expect(source.pulled()).toBe(1000);
    const lines = Buffer.concat(received).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('id,created_at,page,section,rating,comment,version,language');
    expect(lines.at(-2)).toMatch(/^1000,/);
  });

  it('gives the event loop a turn between chunks, even when the destination is fast', async () => {
    const source = countedRows(1000);
    const fast = new Writable({ write: (_chunk, _encoding, callback) => callback() });
    let pulledWhenOthersRan = -1;
    setImmediate().then(() => {
      pulledWhenOthersRan = source.pulled();
    });
    await streamExport(fast, source.rows, 'json');
    expect(pulledWhenOthersRan).toBeGreaterThan(0);
    expect(pulledWhenOthersRan).toBeLessThan(1000);
  });

  it('stops reading and releases the rows when the client goes away', async () => {
    const source = countedRows(1000);
    const gone = new Writable({ highWaterMark: 1024, write: () => undefined });
    const done = streamExport(gone, source.rows, 'csv');
    await setImmediate();
    gone.destroy();
    await done;
    expect(source.pulled()).toBeLessThan(100);
    expect(source.released()).toBe(true);
  });
});

describe('GET /api/feedback/export while the client is slow', () => {
  const TOKEN = 'maintainer-token-0123456789abcdef';
  /** About 8 MB of CSV: more than the socket buffers hold, so the server waits for the client. */
  const ROWS = 4_000;
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
      rateLimit: false,
      adminToken: TOKEN,
      csp: {},
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const db = new Database(site.feedbackDb);
    const insert = db.prepare(
      `INSERT INTO feedback (created_at, page, section, rating, comment, version, language) VALUES ('2026-11-23T10:00:00.000Z', @page, @section, @rating, @comment, @version, @language)`,
    );
    db.transaction(() => {
      for (let index = 0; index < ROWS; index += 1)
        insert.run({ ...VALID_VOTE, comment: 'x'.repeat(2000) });
    })();
    db.close();
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    fs.rmSync(site.dir, { recursive: true, force: true });
  });

  it('keeps storing votes and serving pages, and exports the votes as they were when it started', async () => {
    const chunks: Buffer[] = [];
    const paused = new Promise<http.IncomingMessage>((resolve, reject) => {
      const outgoing = http.get(
        `${base}/api/feedback/export?format=csv`,
        { headers: { Authorization: `Bearer ${TOKEN}` }, agent: false },
        (response) => {
          // The first chunk is built before the headers go out, so the export's read has begun.
          response.pause();
          resolve(response);
        },
      );
      outgoing.on('error', reject);
    });
    const response = await paused;
    expect(response.statusCode).toBe(200);

    // Meanwhile: a vote is stored (the export reads on a connection of its own) and a page served.
    const vote = await postVote(base, VALID_VOTE);
    expect(vote.status).toBe(201);
    const { id } = JSON.parse(vote.text) as { id: number };
    expect(id).toBe(ROWS + 1);
    expect((await request(base, { path: '/x/introduction/installation/' })).status).toBe(200);

    const ended = new Promise<void>((resolve) => response.on('end', resolve));
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.resume();
    await ended;
    const lines = Buffer.concat(chunks).toString('utf8').split('\r\n');
    // Header, one line per vote there when the export began, and the empty string after the last CRLF.
    expect(lines).toHaveLength(ROWS + 2);
    expect(lines.at(-2)).toMatch(new RegExp(`^${ROWS},`));
  }, 30_000);
});
