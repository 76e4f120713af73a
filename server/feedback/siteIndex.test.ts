import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer } from '../server';
import { postVote } from '../testing/request';
import { createTempSite, VALID_VOTE } from '../testing/tempSite';
import { largestVoteBytes } from './schema';
import {
  buildFeedbackIndex,
  FEEDBACK_INDEX_FILE,
  feedbackSite,
  loadFeedbackSite,
  type IndexedPage,
} from './siteIndex';

const versions = [
  { text: 'v8.29.3', current: true },
  { text: 'v7', href: 'https://mui.com/x/introduction/', current: false },
];
const page = (route: string, language: 'en' | 'zh', ids: string[]): IndexedPage => ({
  route,
  language,
  toc: ids.map((id) => ({ id })),
  productIdentifier: { versions },
});

describe('buildFeedbackIndex', () => {
  it('keeps the version menu’s current entry, without its v, and each page’s heading ids per language', () => {
    const index = buildFeedbackIndex(
      [page('/x/a', 'en', ['one', 'two']), page('/x/a', 'zh', ['一']), page('/x/b', 'en', [])],
      'test',
    );
    expect(index).toEqual({
      generatedBy: 'test',
      versions: ['8.29.3'],
      sections: { en: { '/x/a': ['one', 'two'], '/x/b': [] }, zh: { '/x/a': ['一'] } },
    });
  });

  it('refuses to write an index without a documented version', () => {
    expect(() =>
      buildFeedbackIndex(
        [{ ...page('/x/a', 'en', []), productIdentifier: { versions: [] } }],
        'test',
      ),
    ).toThrow(/no page names the version/);
  });
});

describe('feedbackSite', () => {
  const site = feedbackSite(
    buildFeedbackIndex([page('/x/a', 'en', ['one']), page('/x/a', 'zh', ['一'])], 'test'),
  );

  it('answers the heading ids of a page in a language, none for other pages and languages', () => {
    expect([...site.sectionsOf('/x/a', 'en')]).toEqual(['one']);
    expect([...site.sectionsOf('/x/a', 'zh')]).toEqual(['一']);
    expect(site.sectionsOf('/x/b', 'en').size).toBe(0);
    expect(site.sectionsOf('/x/a', 'fr').size).toBe(0);
  });

  it('sizes the body limit on the page and heading id that take the most bytes together', () => {
    const wide = feedbackSite(
      buildFeedbackIndex(
        [
          page('/x/long-route-without-headings', 'en', []),
          page('/x/a', 'zh', ['一二三四五六七八九十百千']),
        ],
        'test',
      ),
    );
    // "/x/a" with a 12-character CJK id (6 + 38 bytes, quoted) beats the long route with a null section (32 + 4).
    const expected = JSON.stringify({
      page: '/x/a',
      section: '一二三四五六七八九十百千',
      rating: 0,
      comment: '😀'.repeat(2000),
      version: '8.29.3',
      language: 'en',
    });
    expect(largestVoteBytes(['/x/long-route-without-headings', '/x/a'], wide)).toBe(
      Buffer.byteLength(expected),
    );
  });
});

describe('loadFeedbackSite', () => {
  it('reads the index of an export, is null without one, and stops on a malformed one', () => {
    const site = createTempSite();
    try {
      expect(loadFeedbackSite(site.exportDir)?.versions).toEqual(new Set(['8.29.3']));
      fs.writeFileSync(path.join(site.exportDir, FEEDBACK_INDEX_FILE), '{"versions": []}');
      expect(() => loadFeedbackSite(site.exportDir)).toThrow(
        /\.feedback-index\.json is malformed \(generatedBy: Required\)/,
      );
      fs.writeFileSync(path.join(site.exportDir, FEEDBACK_INDEX_FILE), '{');
      expect(() => loadFeedbackSite(site.exportDir)).toThrow(/is not JSON/);
      fs.rmSync(path.join(site.exportDir, FEEDBACK_INDEX_FILE));
      expect(loadFeedbackSite(site.exportDir)).toBeNull();
    } finally {
      fs.rmSync(site.dir, { recursive: true, force: true });
    }
  });

  it('without an index, the server refuses votes with 503 rather than storing unchecked ones', async () => {
    const site = createTempSite();
    fs.rmSync(path.join(site.exportDir, FEEDBACK_INDEX_FILE));
    const server = await startServer({
      exportDir: site.exportDir,
      port: 0,
      host: '127.0.0.1',
      feedbackDb: site.feedbackDb,
      rateLimit: false,
      csp: {},
    });
    try {
      const response = await postVote(
        `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        VALID_VOTE,
      );
      expect(response.status).toBe(503);
      expect(JSON.parse(response.text)).toEqual({
        error: 'votes cannot be checked: the export has no feedback index, rebuild the site',
      });
    } finally {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      fs.rmSync(site.dir, { recursive: true, force: true });
    }
  });
});
