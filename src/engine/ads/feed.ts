import { AD_FEED_MAX_TRIES } from './constants';

/** The fields of a third-party feed entry this site uses, with every URL checked to be http(s). */
export interface FeedAd {
  company: string;
  description: string;
  /** Picture URL, or null when the entry has none that is http(s). */
  image: string | null;
  /** Click URL. */
  statlink: string;
  /** Impression pixel URL. */
  statimp: string | null;
  /** Further impression pixels, `||`-separated, may contain `[timestamp]`. */
  pixel: string | null;
  timestamp: string | null;
}

/**
 * An http(s) URL, or null. Protocol-relative URLs (`//host/…`, as the feed sends them) become
 * https; anything else (`javascript:`, `data:`, relative paths) is refused.
 */
export function toHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const candidate = value.trim().startsWith('//') ? `https:${value.trim()}` : value.trim();
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/**
 * The first usable ad of a feed answer `{ ads: [...] }`: the first entry that is a non-empty object
 * with an http(s) `statlink`. Null when there is none.
 */
export function parseFeedAd(body: unknown): FeedAd | null {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { ads?: unknown }).ads))
    return null;
  for (const entry of (body as { ads: unknown[] }).ads) {
    if (typeof entry !== 'object' || entry === null || Object.keys(entry).length === 0) continue;
    const record = entry as Record<string, unknown>;
    const statlink = toHttpUrl(record.statlink);
    if (!statlink) continue;
    return {
      company: text(record.company),
      description: text(record.description),
      image: toHttpUrl(record.image),
      statlink,
      statimp: toHttpUrl(record.statimp),
      pixel: typeof record.pixel === 'string' ? record.pixel : null,
      timestamp: text(record.timestamp) || null,
    };
  }
  return null;
}

/** The impression pixels of an ad: `statimp`, then `pixel` split on `||` with `[timestamp]` filled in. */
export function impressionPixelUrls(ad: FeedAd): string[] {
  const pixels = (ad.pixel ?? '')
    .split('||')
    .map((each) => each.replaceAll('[timestamp]', ad.timestamp ?? ''))
    .map(toHttpUrl);
  return [toHttpUrl(ad.statimp), ...pixels].filter((url): url is string => url !== null);
}

/** How asking the feed ended: an ad, nothing usable after every try, or a network failure. */
export type FeedOutcome =
  | { status: 'ad'; ad: FeedAd; tries: number }
  | { status: 'exhausted'; tries: number }
  | { status: 'network-error'; tries: number };

/**
 * Asks the feed for an ad. An HTTP error, malformed JSON or a list without a usable entry is
 * tried again, up to `maxTries` requests in all; a network failure (what an ad blocker causes)
 * stops at once.
 */
export async function fetchFeedAd(
  url: string,
  {
    fetch = globalThis.fetch,
    maxTries = AD_FEED_MAX_TRIES,
    signal,
  }: { fetch?: typeof globalThis.fetch; maxTries?: number; signal?: AbortSignal } = {},
): Promise<FeedOutcome> {
  for (let tries = 1; tries <= maxTries; tries += 1) {
    let response: Response;
    try {
      response = await fetch(url, {
        signal,
        credentials: 'omit',
        headers: { accept: 'application/json' },
      });
    } catch {
      return { status: 'network-error', tries };
    }
    if (!response.ok) continue;
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      continue;
    }
    const ad = parseFeedAd(body);
    if (ad) return { status: 'ad', ad, tries };
  }
  return { status: 'exhausted', tries: maxTries };
}
