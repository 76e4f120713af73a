import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../server';
import { postVote, request } from '../testing/request';
import { createTempSite, VALID_VOTE } from '../testing/tempSite';
import { csvField, isAuthorized } from './export';

const TOKEN = 'maintainer-token-0123456789abcdef';

describe('csvField', () => {
  it('quotes commas, quotes and line breaks (RFC 4180) and leaves plain text alone', () => {
    expect(csvField('plain text')).toBe('plain text');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(0)).toBe('0');
  });

  it('defuses spreadsheet formulas with a leading quote', () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\t=1')).toBe("'\t=1");
    expect(csvField('\r=1')).toBe(`"'\r=1"`);
    // Only at the start of a cell: a formula character inside text is plain text.
    expect(csvField('a=1+2')).toBe('a=1+2');
  });
});

describe('isAuthorized', () => {
  it('accepts exactly "Bearer <token>"', () => {
    expect(isAuthorized(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(isAuthorized(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(isAuthorized(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(isAuthorized(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe(false);
    expect(isAuthorized(TOKEN, TOKEN)).toBe(false);
    expect(isAuthorized(`Basic ${TOKEN}`, TOKEN)).toBe(false);
    expect(isAuthorized(undefined, TOKEN)).toBe(false);
    expect(isAuthorized('Bearer ', TOKEN)).toBe(false);
  });
});

describe('GET /api/feedback/export', () => {
  let site: ReturnType<typeof createTempSite>;
  let server: http.Server;
  let base: string;
  const auth = { Authorization: `Bearer ${TOKEN}` };

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
    expect((await postVote(base, VALID_VOTE)).status).toBe(201);
    expect(
      (
        await postVote(base, {
          ...VALID_VOTE,
          section: null,
          rating: 0,
          comment: '=cmd|"/c calc"!A1, and\na second line',
          language: 'zh',
        })
      ).status,
    ).toBe(201);
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Sockets kept alive by the client would otherwise hold close() for seconds.
      server.closeAllConnections();
    });
    fs.rmSync(site.dir, { recursive: true, force: true });
  });

  it('refuses a missing or wrong token with 401 and WWW-Authenticate', async () => {
    for (const headers of [
      {},
      { Authorization: 'Bearer wrong-token-wrong-token' },
      { Authorization: TOKEN },
    ] as Array<Record<string, string>>) {
      const response = await request(base, { path: '/api/feedback/export', headers });
      expect(response.status).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(JSON.parse(response.text).error).toMatch(/Authorization: Bearer/);
    }
  });

  it('returns every vote as JSON by default', async () => {
    const response = await request(base, { path: '/api/feedback/export', headers: auth });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const rows = JSON.parse(response.text) as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({ id: 1, created_at: expect.any(String), ...VALID_VOTE });
    expect(rows[1]).toMatchObject({ id: 2, section: null, rating: 0, language: 'zh' });
  });

  it('returns CSV with a header row, RFC 4180 quoting and formula protection', async () => {
    const response = await request(base, {
      path: '/api/feedback/export?format=csv',
      headers: auth,
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="feedback-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.text.split('\r\n');
    expect(lines[0]).toBe('id,created_at,page,section,rating,comment,version,language');
    expect(lines[1]).toMatch(
      /^1,[^,]+,\/x\/introduction\/installation,peer-dependencies,1,"Clear, thanks\.",8\.29\.3,en$/,
    );
    expect(response.text).toContain(`,,0,"'=cmd|""/c calc""!A1, and\na second line",8.29.3,zh\r\n`);
  });

  it('refuses an unknown format with 400 and other methods with 405', async () => {
    const response = await request(base, {
      path: '/api/feedback/export?format=xml',
      headers: auth,
    });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text)).toEqual({
      error: 'format must be "json" or "csv", got "xml"',
    });
    const post = await request(base, {
      method: 'POST',
      path: '/api/feedback/export',
      headers: auth,
    });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET');
  });

  it('refuses to start with a short admin token', () => {
    expect(() => startServer({ exportDir: site.exportDir, port: 0, adminToken: 'short' })).toThrow(
      /at least 16 characters/,
    );
  });
});
