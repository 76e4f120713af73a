import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer } from '../server';
import { listHtmlFiles } from '../site/htmlFiles';
import { postVote, request } from '../testing/request';
import { createTempSite, SITE_SECTIONS, VALID_VOTE } from '../testing/tempSite';
import { routesFromHtmlFiles } from './routes';
import { largestVoteBytes } from './schema';
import { loadFeedbackSite } from './siteIndex';

let site: ReturnType<typeof createTempSite>;
let server: http.Server;
let base: string;
let db: Database.Database;

const rows = () =>
  db.prepare('SELECT * FROM feedback ORDER BY id').all() as Array<Record<string, unknown>>;

beforeAll(async () => {
  site = createTempSite();
  server = await startServer({
    exportDir: site.exportDir,
    port: 0,
    host: '127.0.0.1',
    feedbackDb: site.feedbackDb,
    rateLimit: false,
    csp: {},
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A second connection, as a maintainer's sqlite3 shell would open; WAL lets it read meanwhile.
  db = new Database(site.feedbackDb, { readonly: true });
});

afterAll(async () => {
  db.close();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    // Sockets kept alive by the client would otherwise hold close() for seconds.
    server.closeAllConnections();
  });
  fs.rmSync(site.dir, { recursive: true, force: true });
});

let before: number;
beforeEach(() => {
  before = rows().length;
});

/** Posts, expects the status and error, and checks that nothing was stored. */
async function expectRefused(
  response: Promise<{ status: number; text: string }>,
  status: number,
  error: string | RegExp,
) {
  const { status: actual, text } = await response;
  expect(actual).toBe(status);
  const body = JSON.parse(text) as { error: string };
  if (typeof error === 'string') expect(body).toEqual({ error });
  else expect(body.error).toMatch(error);
  expect(rows().length).toBe(before);
}

describe('POST /api/feedback', () => {
  it('stores a valid vote and answers 201 with its id', async () => {
    const response = await postVote(base, VALID_VOTE);
    expect(response.status).toBe(201);
    const { id } = JSON.parse(response.text) as { id: number };
    expect(Number.isInteger(id)).toBe(true);
    const row = rows().find((candidate) => candidate.id === id);
    expect(row).toMatchObject({ ...VALID_VOTE });
    expect(new Date(row!.created_at as string).toISOString()).toBe(row!.created_at);
  });

  it('accepts a Chinese vote on a page without section, defaulting the comment', async () => {
    const response = await postVote(
      base,
      { page: '/x/react-charts', rating: 0, version: '8.29.3', language: 'zh', section: null },
      {
        headers: { 'Content-Type': 'application/json; charset=UTF-8' },
      },
    );
    expect(response.status).toBe(201);
    expect(rows().at(-1)).toMatchObject({
      page: '/x/react-charts',
      section: null,
      rating: 0,
      comment: '',
      language: 'zh',
    });
  });

  it('accepts a heading id of the Chinese page in CJK and a 2,000-character comment counted in characters', async () => {
    const response = await postVote(base, {
      ...VALID_VOTE,
      language: 'zh',
      section: '对等依赖',
      comment: '好'.repeat(2000),
    });
    expect(response.status).toBe(201);
  });

  it('stores newlines, tabs, emoji and CJK exactly, as valid UTF-8', async () => {
    const comment = 'Line one\n\tindented 😀 中文, "quoted" \\ backslash';
    const response = await postVote(base, { ...VALID_VOTE, comment });
    expect(response.status).toBe(201);
    const { id } = JSON.parse(response.text) as { id: number };
    const stored = db
      .prepare('SELECT CAST(comment AS BLOB) FROM feedback WHERE id = ?')
      .pluck()
      .get(id) as Buffer;
    expect(new TextDecoder('utf-8', { fatal: true }).decode(stored)).toBe(comment);
  });

  it('answers 415 to other content types', async () => {
    await expectRefused(
      postVote(base, VALID_VOTE, { headers: { 'Content-Type': 'text/plain' } }),
      415,
      /Content-Type must be application\/json/,
    );
    await expectRefused(
      postVote(base, VALID_VOTE, {
        headers: { 'Content-Type': 'application/json; charset=latin1' },
      }),
      415,
      /application\/json/,
    );
    await expectRefused(
      request(base, { method: 'POST', path: '/api/feedback', body: JSON.stringify(VALID_VOTE) }),
      415,
      /got ""/,
    );
  });

  describe('body limit', () => {
    const longestSection = SITE_SECTIONS.en['/x/introduction/installation'].at(-1)!;
    // The largest valid vote: every comment character takes 4 bytes, on the longest page and section.
    const largest = JSON.stringify({
      ...VALID_VOTE,
      section: longestSection,
      rating: 0,
      comment: '😀'.repeat(2000),
    });
    const limit = () =>
      largestVoteBytes(
        routesFromHtmlFiles(listHtmlFiles(site.exportDir)),
        loadFeedbackSite(site.exportDir)!,
      );

    it('is the size of the largest valid vote, here past the former fixed 8,192 bytes', () => {
      expect(limit()).toBe(Buffer.byteLength(largest));
      expect(Buffer.byteLength(largest)).toBeGreaterThan(8192);
    });

    it('accepts the largest valid vote', async () => {
      expect((await postVote(base, largest)).status).toBe(201);
    });

    it('answers 413 to one byte more, declared or streamed', async () => {
      const tooLarge = largest.replace('{', '{ ');
      const message = `the body must be at most ${limit()} bytes`;
      await expectRefused(postVote(base, tooLarge), 413, message);
      const streamed = request(base, {
        method: 'POST',
        path: '/api/feedback',
        headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
        body: tooLarge,
      });
      await expectRefused(streamed, 413, message);
    });
  });

  it('answers 400 to malformed JSON and to bodies that are not objects', async () => {
    await expectRefused(postVote(base, '{"page": '), 400, /^malformed JSON: /);
    await expectRefused(postVote(base, ''), 400, /^malformed JSON: /);
    await expectRefused(
      postVote(base, Buffer.from([0x7b, 0xff, 0x7d]).toString('latin1')),
      400,
      /^malformed JSON/,
    );
    await expectRefused(postVote(base, '[1]'), 400, 'the body must be a JSON object');
    await expectRefused(postVote(base, 'null'), 400, 'the body must be a JSON object');
  });

  it.each([
    [{ page: undefined }, 'page is required'],
    [{ page: 42 }, 'page must be a string, got number'],
    [{ page: '/x/nope' }, 'page "/x/nope" is not a page of this site'],
    [
      { page: '/x/introduction/installation/' },
      'page "/x/introduction/installation/" is not a page of this site',
    ],
    [
      { page: '/zh/x/introduction/installation' },
      'page "/zh/x/introduction/installation" is not a page of this site',
    ],
    [{ page: '/404' }, 'page "/404" is not a page of this site'],
    [
      { page: '/playground/introduction/DataGridPreview' },
      'page "/playground/introduction/DataGridPreview" is not a page of this site',
    ],
    [{ section: '' }, 'section must be 1 to 200 characters'],
    [{ section: 'a'.repeat(201) }, 'section must be 1 to 200 characters'],
    [{ section: 'bad\nid' }, 'section must not contain control characters'],
    [{ section: 7 }, 'section must be a string, got number'],
    [{ rating: undefined }, 'rating is required'],
    [{ rating: 2 }, 'rating must be 0 or 1'],
    [{ rating: '1' }, 'rating must be 0 or 1'],
    [{ rating: true }, 'rating must be 0 or 1'],
    [{ comment: 'x'.repeat(2001) }, 'comment must be at most 2000 characters'],
    [{ comment: null }, 'comment must be a string, got null'],
    [{ version: '' }, 'version must not be empty'],
    [{ version: '8'.repeat(51) }, 'version must be at most 50 characters'],
    [{ version: undefined }, 'version is required'],
    [{ language: 'fr' }, 'language must be "en" or "zh"'],
    [{ language: undefined }, 'language is required'],
    [{ extra: 1 }, 'unknown field "extra"'],
  ])('answers 400 to %j', async (change, error) => {
    await expectRefused(postVote(base, { ...VALID_VOTE, ...change }), 400, error);
  });

  // What the store cannot keep faithfully, or what names something the site does not have.
  it.each([
    [
      'a comment with a lone high surrogate',
      { comment: 'ok \ud83d then' },
      'comment must be valid Unicode text: lone surrogate U+D83D at character 4',
    ],
    [
      'a comment with a lone low surrogate',
      { comment: '\ude00' },
      'comment must be valid Unicode text: lone surrogate U+DE00 at character 1',
    ],
    [
      'a comment with a surrogate pair in the wrong order',
      { comment: '😀\ude00\ud83d' },
      'comment must be valid Unicode text: lone surrogate U+DE00 at character 2',
    ],
    [
      'a comment with NUL',
      { comment: 'a\u0000b' },
      'comment must not contain control characters other than newline and tab: U+0000 at character 2',
    ],
    [
      'a comment with a carriage return',
      { comment: 'line\r\nbreak' },
      'comment must not contain control characters other than newline and tab: U+000D at character 5',
    ],
    [
      'a comment with a terminal escape',
      { comment: '😀\u001b[31m red' },
      'comment must not contain control characters other than newline and tab: U+001B at character 2',
    ],
    [
      'a comment with DEL',
      { comment: '\u007f' },
      'comment must not contain control characters other than newline and tab: U+007F at character 1',
    ],
    [
      'a comment with a C1 control (NEL)',
      { comment: 'x\u0085' },
      'comment must not contain control characters other than newline and tab: U+0085 at character 2',
    ],
    [
      'a version the site does not document',
      { version: '8.29.2' },
      'version "8.29.2" is not a version this site documents (8.29.3)',
    ],
    [
      'an older major the version menu links to',
      { version: 'v7' },
      'version "v7" is not a version this site documents (8.29.3)',
    ],
    [
      'the version as the menu writes it',
      { version: 'v8.29.3' },
      'version "v8.29.3" is not a version this site documents (8.29.3)',
    ],
    [
      'a made-up section',
      { section: 'nope' },
      'section "nope" is not a heading id of the en page /x/introduction/installation',
    ],
    [
      'a heading id of another page',
      { section: 'what-is-mui-x' },
      'section "what-is-mui-x" is not a heading id of the en page /x/introduction/installation',
    ],
    [
      'a heading id in other letter case',
      { section: 'Peer-Dependencies' },
      'section "Peer-Dependencies" is not a heading id of the en page /x/introduction/installation',
    ],
    [
      'an English heading id on the Chinese page',
      { language: 'zh' },
      'section "peer-dependencies" is not a heading id of the zh page /x/introduction/installation',
    ],
    [
      'a section of a page without headings',
      { page: '/x/react-charts', language: 'zh', section: 'anything' },
      'section "anything" is not a heading id of the zh page /x/react-charts',
    ],
  ])('answers 400 to %s', async (_name, change, error) => {
    await expectRefused(postVote(base, { ...VALID_VOTE, ...change }), 400, error);
  });

  it('answers 405 with Allow to other methods, and 404 JSON to unknown API paths', async () => {
    const get = await request(base, { path: '/api/feedback' });
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST');
    expect(JSON.parse(get.text)).toEqual({
      error: 'Method GET is not allowed on /api/feedback, use POST',
    });
    const put = await request(base, {
      method: 'PUT',
      path: '/api/feedback',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(put.status).toBe(405);
    for (const path of ['/api/nothing', '/api/feedback/', '/api']) {
      const response = await request(base, { method: 'POST', path });
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(response.text).error).toMatch(/^no API route/);
    }
    expect(rows().length).toBe(before);
  });

  it('without an admin token, the export route does not exist', async () => {
    const response = await request(base, {
      path: '/api/feedback/export',
      headers: { Authorization: 'Bearer anything-anything' },
    });
    expect(response.status).toBe(404);
    expect(JSON.parse(response.text)).toEqual({ error: 'no API route /api/feedback/export' });
  });
});
