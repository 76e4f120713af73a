/**
 * Linux file names are at most 255 bytes; a longer segment names no file, and asking the file
 * system about one fails with ENAMETOOLONG instead of "not found".
 */
export const MAX_SEGMENT_BYTES = 255;

/** The one normalised form of a request's path, from which the answer and its headers are chosen. */
export interface SitePath {
  /** Decoded (`%E4%B8%AD` → `中`), canonical: starts with one `/`, no `//`, `.` or `..` segment. */
  pathname: string;
  /** The query as sent, with its `?`, or ''. */
  search: string;
}

export type SitePathResult = ({ ok: true } & SitePath) | { ok: false; error: string };

/** C0 controls (NUL included) and DEL, i.e. Unicode's Cc but C1: no file name of the export holds one. */
const CONTROL_CHARACTER = /(?![\u0080-\u009f])\p{Cc}/u;
/** `%2F` and `%5C` would be a separator after decoding but not before: the source of the header bypass. */
const ENCODED_SEPARATOR = /%(2f|5c)/i;

/**
 * Parses the request target of a request line into the path the whole server works from. Every
 * decision (the security headers, the API or the file, a redirect's Location) is taken from this
 * one value, so no two parts of the server can read a path differently. Anything a browser never
 * sends for a link of this site is refused instead of being reinterpreted: targets that are not
 * a path (`*`, `http://host/…`), malformed escapes, encoded separators, control characters and
 * backslashes, empty or dot segments (`//`, `/./`, `/../`, which browsers resolve before
 * sending), and segments longer than any file name.
 */
export function parseSitePath(target: string): SitePathResult {
  if (!target.startsWith('/'))
    return { ok: false, error: 'the request target must be a path starting with "/"' };
  const queryStart = target.indexOf('?');
  const rawPath = queryStart === -1 ? target : target.slice(0, queryStart);
  const search = queryStart === -1 ? '' : target.slice(queryStart);
  if (ENCODED_SEPARATOR.test(rawPath))
    return { ok: false, error: 'the path must not contain an encoded "/" or "\\"' };
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return { ok: false, error: 'the path has a malformed percent-encoding' };
  }
  if (CONTROL_CHARACTER.test(pathname) || pathname.includes('\\')) {
    return { ok: false, error: 'the path must not contain control characters or "\\"' };
  }
  const segments = pathname.split('/');
  // segments[0] is the empty string before the leading "/"; the last one is empty after a trailing "/".
  for (let index = 1; index < segments.length; index += 1) {
    const segment = segments[index];
    if ((segment === '' && index < segments.length - 1) || segment === '.' || segment === '..') {
      return { ok: false, error: 'the path must not contain empty, "." or ".." segments' };
    }
    if (Buffer.byteLength(segment) > MAX_SEGMENT_BYTES) {
      return { ok: false, error: `a path segment must be at most ${MAX_SEGMENT_BYTES} bytes` };
    }
  }
  return { ok: true, pathname, search };
}
