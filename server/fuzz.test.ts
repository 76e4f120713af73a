import fs from 'node:fs';
import http from 'node:http';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesFromHtmlFiles } from './feedback/routes';
import { feedbackSchema, parseFeedback } from './feedback/schema';
import { loadFeedbackSite } from './feedback/siteIndex';
import type { FeedbackRow } from './feedback/store';
import { listHtmlFiles } from './site/htmlFiles';
import { spawnServer, type SpawnedServer } from './testing/spawnServer';
import { createTempSite, VALID_VOTE } from './testing/tempSite';

/** A few thousand requests: enough to reach every branch many times, in well under 30 s. */
const RUNS = 2500;
/** Fixed, so a failure is reproduced by the next run; change it to explore other inputs. */
const SEED = 21;

const site = createTempSite();
let server: SpawnedServer;
let died: string | null = null;

beforeAll(async () => {
  server = await spawnServer({
    exportDir: site.exportDir,
    feedbackDb: site.feedbackDb,
    rateLimit: false,
  });
  server.child.once('exit', (code, signal) => (died = `exit ${code ?? signal}`));
}, 60_000);

afterAll(async () => {
  if (!died) {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(site.dir, { recursive: true, force: true });
});

/** Each byte outside printable ASCII as %XX, so that any string can go on a request line. */
const percentEncode = (text: string): string =>
  [...Buffer.from(text)]
    .map((byte) =>
      byte > 0x20 && byte < 0x7f
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');
const printable = (text: string): string => text.replace(/[^\x20-\x7e]/g, '');

const segment = fc.oneof(
  fc.constantFrom(
    'x',
    'introduction',
    'installation',
    'zh',
    'react-charts',
    'api',
    'feedback',
    'export',
    '_next',
    'static',
    'chunks',
    'app-123.js',
    'sw.js',
    '404.html',
    'index.html',
  ),
  fc.constantFrom(
    '',
    '.',
    '..',
    '%2e%2e',
    '%2f',
    '%5c',
    '%00',
    '%E0%A4%A',
    '%ff',
    '%',
    'a'.repeat(256),
    'evil.example',
    'a:99999',
    '?a=1',
    '#x',
  ),
  fc.string({ unit: 'binary', maxLength: 12 }).map(percentEncode),
);
const pathArbitrary = fc.oneof(
  fc.constantFrom(
    '/x/introduction/',
    '/x/introduction',
    '/api/feedback',
    '/api/feedback/export',
    '/_next/static/chunks/app-123.js',
    '/zh/x/react-charts/',
    '/',
  ),
  fc
    .tuple(fc.array(segment, { maxLength: 6 }), fc.boolean())
    .map(([segments, slash]) => `/${segments.join('/')}${slash ? '/' : ''}`),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }).map((text) => `/${percentEncode(text)}`),
);
const header = (values: string[]) =>
  fc.option(fc.oneof(fc.constantFrom(...values), fc.string({ maxLength: 30 }).map(printable)), {
    nil: undefined,
  });
const headersArbitrary = fc.record({
  range: header([
    'bytes=-10',
    'bytes=0-0',
    'bytes=50-10',
    'bytes=0-18446744073709551615',
    'bytes=1-2,5-9',
    'bytes=999999-',
    'bytes=-0',
    'items=0-1',
  ]),
  'if-none-match': header(['*', '"x", W/"1-2"', 'W/"', '"']),
  'if-modified-since': header([
    'Thu, 01 Jan 1970 00:00:00 GMT',
    'Fri, 31 Dec 9999 23:59:59 GMT',
    'yesterday',
  ]),
  'accept-encoding': header([
    'br',
    'gzip',
    'br;q=0, gzip;q=0',
    '*;q=0',
    'identity',
    'gzip;q=abc',
    'br;q=0.5, gzip;q=1',
  ]),
  'content-type': header([
    'application/json',
    'application/json; charset=utf-8',
    'application/json; charset=latin1',
    'text/plain',
    'multipart/form-data; boundary=x',
  ]),
  authorization: header(['Bearer ', 'Bearer maintainer-token-0123456789abcdef']),
  'x-forwarded-for': header(['1.2.3.4', '::1, 203.0.113.9']),
});

/** Votes: valid ones with a field changed to anything, so that some are stored and many nearly are. */
const anything = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer(),
  fc.constant(null),
  fc.boolean(),
  fc.double(),
  fc.object({ maxDepth: 0, maxKeys: 3 }),
);
/** Mostly a plausible value, sometimes anything at all. */
const mostly = <T>(plausible: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: plausible, weight: 5 }, { arbitrary: anything, weight: 1 });
const vote = fc.record(
  {
    page: mostly(
      fc.constantFrom(
        VALID_VOTE.page,
        '/x/introduction',
        '/x/react-charts',
        '/404',
        '/x/introduction/',
      ),
    ),
    section: mostly(
      fc.oneof(
        fc.constantFrom(VALID_VOTE.section, null, '安装'),
        fc.string({ unit: 'binary', maxLength: 20 }),
      ),
    ),
    rating: mostly(fc.constantFrom(0, 1)),
    comment: mostly(
      fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), fc.constant('好'.repeat(2000))),
    ),
    version: mostly(
      fc.oneof(fc.constant(VALID_VOTE.version), fc.string({ unit: 'binary', maxLength: 10 })),
    ),
    language: mostly(fc.constantFrom('en', 'zh')),
  },
  { requiredKeys: ['page', 'rating', 'version', 'language'] },
);
const body = fc.option(
  fc.oneof(
    vote.map((value) => JSON.stringify(value)),
    fc.json({ maxDepth: 1 }),
    fc.string({ unit: 'binary', maxLength: 100 }),
  ),
  { nil: undefined },
);
const method = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH');
/** Any request, or (a third of the time) a vote as the page sends it, so that some get stored. */
const requestArbitrary = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({ path: pathArbitrary, method, headers: headersArbitrary, payload: body }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      path: fc.constant('/api/feedback'),
      method: fc.constant('POST'),
      headers: fc.record({
        'content-type': fc.constantFrom('application/json', 'application/json; charset=utf-8'),
      }),
      payload: vote.map((value) => JSON.stringify(value)),
    }),
  },
);

/**
 * One request on a connection of its own (a connection the server closes after a refusal is
 * never reused), resolving with the status of the answer, or 0 when it ended without one: the server may close a
 * connection it refused while the client is still sending the body, and the client then sees a
 * reset or unexpected data instead of the answer (the answer is on the wire; see rawRequest).
 */
function send(
  path: string,
  requestMethod: string,
  headers: Record<string, string | undefined>,
  payload: string | undefined,
): Promise<number> {
  const url = new URL(server.base);
  const defined = Object.fromEntries(
    Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return new Promise((resolve) => {
    let status = 0;
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: requestMethod,
        headers: defined,
        agent: false,
        timeout: 10_000,
      },
      (response) => {
        status = response.statusCode ?? 0;
        response.resume();
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer in 10 s')));
    // Errors end the request too; 'close' comes last, with or without an answer.
    outgoing.on('error', () => undefined);
    outgoing.on('close', () => resolve(status));
    outgoing.end(payload);
  });
}

describe('fuzzing the running server', () => {
  it(`answers ${RUNS} random requests without a 5xx, stays up, and stores only valid votes`, async () => {
    let unanswered = 0;
    await fc.assert(
      fc.asyncProperty(
        requestArbitrary,
        async ({ path, method: requestMethod, headers, payload }) => {
          const status = await send(path, requestMethod, headers, payload);
          if (status === 0) {
            // Only a request with a body may be cut off like that; any other gets its answer.
            expect(payload).toBeDefined();
            unanswered += 1;
            return;
          }
          expect(status).toBeGreaterThanOrEqual(200);
          expect(status).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    expect(died).toBeNull();
    // Cut-off answers are the exception, not a way around the check.
    expect(unanswered).toBeLessThan(RUNS / 20);
    expect(await send('/x/introduction/', 'GET', {}, undefined)).toBe(200);

    const routes = routesFromHtmlFiles(listHtmlFiles(site.exportDir));
    const db = new Database(site.feedbackDb, { readonly: true });
    const rows = db.prepare('SELECT * FROM feedback').all() as FeedbackRow[];
    db.close();
    // Without stored votes the check below would prove nothing.
    expect(rows.length).toBeGreaterThan(10);
    const feedbackSite = loadFeedbackSite(site.exportDir);
    expect(feedbackSite).not.toBeNull();
    const schema = feedbackSchema(routes, feedbackSite!);
    for (const { id: _id, created_at: _createdAt, ...stored } of rows)
      expect(parseFeedback(stored, schema)).toEqual({ ok: true, feedback: stored });
  }, 120_000);
});
