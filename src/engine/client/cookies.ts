/** Preference cookies live for one year (31536000 seconds), site-wide. */
export const PREFERENCE_COOKIE_MAX_AGE = 31536000;

/**
 * Reads a cookie in the browser. Throws on the server, where there is no reader's cookie to
 * read: callers render the default there and read the cookie after hydration.
 */
export function getCookie(name: string): string | undefined {
  if (typeof document === 'undefined') {
    throw new Error(
      'getCookie() is not supported on the server. Fallback to a different value when rendering on the server.',
    );
  }
  const prefix = `${name}=`;
  const entry = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

/** Writes a preference cookie: `path=/; max-age=31536000`. */
export function setPreferenceCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)};path=/;max-age=${PREFERENCE_COOKIE_MAX_AGE}`;
}
