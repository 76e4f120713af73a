import { getCookie, PREFERENCE_COOKIE_MAX_AGE } from '../client/cookies';

/** A vote: 1 for "Yes, this page helped", 0 for "No". */
export type Rating = 0 | 1;

/** The reader's votes by route, oldest first (JSON keeps insertion order, which is the age). */
export type StoredRatings = Record<string, Rating>;

export const FEEDBACK_COOKIE = 'feedback';

/**
 * Most votes kept. Browsers cap a cookie at about 4 KB and send it with every request, so only
 * the latest votes are remembered: ~20 routes stay well under 2 KB once URL-encoded.
 */
export const MAX_STORED_RATINGS = 20;

/** Parses the cookie value; anything malformed (hand-edited, truncated, older format) reads as no votes. */
export function decodeRatings(value: string | undefined): StoredRatings {
  if (!value) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const ratings: StoredRatings = {};
  for (const [route, rating] of Object.entries(parsed)) {
    // Keep the valid entries of a partly damaged cookie rather than forgetting every vote.
    if (route.startsWith('/') && (rating === 0 || rating === 1)) ratings[route] = rating;
  }
  return ratings;
}

/** Records a vote as the newest entry and drops the oldest ones beyond `max`. */
export function recordRating(
  stored: StoredRatings,
  route: string,
  rating: Rating,
  max = MAX_STORED_RATINGS,
): StoredRatings {
  const entries = Object.entries(stored).filter(([key]) => key !== route);
  entries.push([route, rating]);
  return Object.fromEntries(entries.slice(Math.max(0, entries.length - max))) as StoredRatings;
}

/** The compact JSON the cookie holds. */
export function encodeRatings(stored: StoredRatings): string {
  return JSON.stringify(stored);
}

/** The `document.cookie` assignment: one year, site-wide, not sent on cross-site subrequests. */
export function ratingCookieString(stored: StoredRatings): string {
  return `${FEEDBACK_COOKIE}=${encodeURIComponent(encodeRatings(stored))};path=/;max-age=${PREFERENCE_COOKIE_MAX_AGE};SameSite=Lax`;
}

function readAll(): StoredRatings {
  try {
    return decodeRatings(getCookie(FEEDBACK_COOKIE));
  } catch {
    // getCookie throws on a malformed %-escape; a corrupt cookie is ignored like a missing one.
    return {};
  }
}

/** The reader's vote on a page, or null. Browser only: call it after hydration. */
export function readStoredRating(route: string): Rating | null {
  return readAll()[route] ?? null;
}

/** Remembers the reader's vote on a page. Browser only. */
export function storeRating(route: string, rating: Rating): void {
  document.cookie = ratingCookieString(recordRating(readAll(), route, rating));
}
