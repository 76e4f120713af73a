import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  decodeRatings,
  encodeRatings,
  MAX_STORED_RATINGS,
  ratingCookieString,
  readStoredRating,
  recordRating,
  storeRating,
} from './ratingCookie';

/** A minimal `document.cookie` that keeps the last value written per name, like a browser. */
function fakeCookieJar(initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial));
  const writes: string[] = [];
  vi.stubGlobal('document', {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(assignment: string) {
      writes.push(assignment);
      const pair = assignment.split(';')[0];
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    },
  });
  return writes;
}

afterEach(() => vi.unstubAllGlobals());

describe('decodeRatings', () => {
  it('reads compact JSON of routes and votes', () => {
    expect(decodeRatings('{"/x/introduction":1,"/x/react-data-grid":0}')).toEqual({
      '/x/introduction': 1,
      '/x/react-data-grid': 0,
    });
  });

  it('ignores a missing or corrupt cookie', () => {
    expect(decodeRatings(undefined)).toEqual({});
    expect(decodeRatings('')).toEqual({});
    expect(decodeRatings('{"/x/introduction":1')).toEqual({});
    expect(decodeRatings('[1,0]')).toEqual({});
    expect(decodeRatings('null')).toEqual({});
    expect(decodeRatings('"yes"')).toEqual({});
  });

  it('keeps the valid entries of a partly damaged cookie', () => {
    expect(decodeRatings('{"/x/a":1,"/x/b":2,"x/c":0,"/x/d":"1","/x/e":0}')).toEqual({
      '/x/a': 1,
      '/x/e': 0,
    });
  });
});

describe('recordRating', () => {
  it('adds the vote as the newest entry, replacing an earlier vote on the same page', () => {
    const stored = recordRating({ '/x/a': 1, '/x/b': 0 }, '/x/a', 0);
    expect(stored).toEqual({ '/x/b': 0, '/x/a': 0 });
    expect(Object.keys(stored)).toEqual(['/x/b', '/x/a']);
  });

  it('drops the oldest votes beyond the cap', () => {
    let stored = {};
    for (let index = 0; index < MAX_STORED_RATINGS + 5; index += 1)
      stored = recordRating(stored, `/x/page-${index}`, 1);
    const routes = Object.keys(stored);
    expect(routes).toHaveLength(MAX_STORED_RATINGS);
    expect(routes[0]).toBe('/x/page-5');
    expect(routes.at(-1)).toBe(`/x/page-${MAX_STORED_RATINGS + 4}`);
    expect(Object.keys(recordRating({ '/x/a': 1, '/x/b': 1, '/x/c': 0 }, '/x/d', 1, 2))).toEqual([
      '/x/c',
      '/x/d',
    ]);
  });

  it('keeps a full cookie under 2 KB', () => {
    let stored = {};
    for (let index = 0; index < MAX_STORED_RATINGS; index += 1) {
      stored = recordRating(stored, `/x/react-data-grid/server-side-data/lazy-loading-${index}`, 0);
    }
    expect(ratingCookieString(stored).length).toBeLessThan(2048);
  });
});

describe('the feedback cookie in the browser', () => {
  it('writes one year, path=/ and SameSite=Lax, and reads the vote back', () => {
    const writes = fakeCookieJar();
    expect(readStoredRating('/x/introduction')).toBeNull();
    storeRating('/x/introduction', 1);
    storeRating('/x/introduction/installation', 0);
    expect(writes[0]).toBe(
      `feedback=${encodeURIComponent('{"/x/introduction":1}')};path=/;max-age=31536000;SameSite=Lax`,
    );
    expect(readStoredRating('/x/introduction')).toBe(1);
    expect(readStoredRating('/x/introduction/installation')).toBe(0);
    expect(encodeRatings({ '/x/a': 0 })).toBe('{"/x/a":0}');
  });

  it('ignores a cookie that is not even valid URL encoding, and overwrites it on the next vote', () => {
    fakeCookieJar({ feedback: '%E0%A4%A' });
    expect(readStoredRating('/x/introduction')).toBeNull();
    storeRating('/x/introduction', 0);
    expect(readStoredRating('/x/introduction')).toBe(0);
  });
});
