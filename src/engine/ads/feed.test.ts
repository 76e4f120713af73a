import { describe, expect, it, vi } from 'vitest';
import { fetchFeedAd, impressionPixelUrls, parseFeedAd, toHttpUrl } from './feed';

const entry = {
  company: 'Acme',
  description: 'Fast builds for React apps.',
  image: 'https://cdn.example.com/acme.png',
  statlink: '//srv.example.com/click/1',
  statimp: '//srv.example.com/imp/1',
  pixel: 'https://a.example.com/p?t=[timestamp]||https://b.example.com/p/[timestamp]',
  timestamp: '1700000000',
};

function answer(status: number, body: string): Response {
  return new Response(body, { status, headers: { 'content-type': 'application/json' } });
}

describe('toHttpUrl', () => {
  it('keeps http(s), makes protocol-relative URLs https and refuses the rest', () => {
    expect(toHttpUrl('//srv.example.com/x')).toBe('https://srv.example.com/x');
    expect(toHttpUrl('http://127.0.0.1:3000/a')).toBe('http://127.0.0.1:3000/a');
    for (const bad of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'data:text/html,<b>x</b>',
      '/relative',
      '',
      42,
      null,
    ]) {
      expect(toHttpUrl(bad)).toBeNull();
    }
  });
});

describe('parseFeedAd', () => {
  it('keeps the first non-empty entry that has a statlink', () => {
    const ad = parseFeedAd({
      ads: [{}, { company: 'No link' }, entry, { ...entry, company: 'Second' }],
    });
    expect(ad).toEqual({
      ...entry,
      statlink: 'https://srv.example.com/click/1',
      statimp: 'https://srv.example.com/imp/1',
    });
  });

  it('returns null for empty lists, lists without statlinks, and answers of another shape', () => {
    for (const body of [
      { ads: [] },
      { ads: [{}, { company: 'x' }] },
      {},
      null,
      'ads',
      { ads: 'x' },
      { ads: [{ statlink: 'javascript:alert(1)' }] },
    ]) {
      expect(parseFeedAd(body)).toBeNull();
    }
  });

  it('drops an image or pixel that is not http(s) and keeps markup as plain text', () => {
    const ad = parseFeedAd({
      ads: [
        {
          ...entry,
          image: 'javascript:x',
          statimp: 'data:x',
          company: '<img src=x onerror=alert(1)>',
        },
      ],
    });
    expect(ad?.image).toBeNull();
    expect(ad?.statimp).toBeNull();
    expect(ad?.company).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('impressionPixelUrls', () => {
  it('lists statimp and every pixel with the timestamp filled in', () => {
    expect(impressionPixelUrls(parseFeedAd({ ads: [entry] })!)).toEqual([
      'https://srv.example.com/imp/1',
      'https://a.example.com/p?t=1700000000',
      'https://b.example.com/p/1700000000',
    ]);
  });
});

describe('fetchFeedAd', () => {
  it('returns the ad of a good answer after one request', async () => {
    const fetch = vi.fn(async () => answer(200, JSON.stringify({ ads: [entry] })));
    const outcome = await fetchFeedAd('https://feed.example.com/ads.json', { fetch });
    expect(outcome).toMatchObject({ status: 'ad', tries: 1, ad: { company: 'Acme' } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('tries again after HTTP errors, malformed JSON and unusable lists, at most 10 requests', async () => {
    const fetch = vi.fn(async () => answer(500, 'oops'));
    expect(await fetchFeedAd('https://feed.example.com/ads.json', { fetch })).toEqual({
      status: 'exhausted',
      tries: 10,
    });
    expect(fetch).toHaveBeenCalledTimes(10);

    // An empty list, or entries without a statlink, count as unusable answers too.
    const unusable = [JSON.stringify({ ads: [] }), JSON.stringify({ ads: [{ company: 'x' }, {}] })];
    let asked = 0;
    const empty = vi.fn(async () => answer(200, unusable[asked++ % 2]));
    expect(await fetchFeedAd('https://feed.example.com/ads.json', { fetch: empty })).toEqual({
      status: 'exhausted',
      tries: 10,
    });
    expect(empty).toHaveBeenCalledTimes(10);

    const answers = [
      answer(503, ''),
      answer(200, '{"ads": ['),
      answer(200, '{"ads": [{}]}'),
      answer(200, JSON.stringify({ ads: [entry] })),
    ];
    const flaky = vi.fn(async () => answers.shift()!);
    expect(await fetchFeedAd('https://feed.example.com/ads.json', { fetch: flaky })).toMatchObject({
      status: 'ad',
      tries: 4,
    });
  });

  it('stops at the first network failure', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await fetchFeedAd('https://feed.example.com/ads.json', { fetch })).toEqual({
      status: 'network-error',
      tries: 1,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
