import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../config/languages';

/** What a URL says about its language, and the same URL without the language prefix. */
export interface PathLanguage {
  /** The language the path is in; `en` when it has no prefix. */
  userLanguage: Language;
  /** The path without its language prefix, hash and query kept. */
  canonicalAs: string;
  /** `canonicalAs` without its hash and query: what the server sees. */
  canonicalAsServer: string;
  /** `canonicalAsServer` without a trailing slash, a leading `/api` mapped to `/api-docs`. */
  canonicalPathname: string;
}

/**
 * Splits a URL path into its language and language-free forms. This and `localizePath` are the
 * only places that know how a language appears in a URL.
 */
export function pathnameToLanguage(pathname: string): PathLanguage {
  const match = /^\/([a-z]{2})(?=\/|$|[?#])/.exec(pathname);
  const prefixed = match !== null && isLanguage(match[1]);
  const userLanguage: Language = prefixed ? (match[1] as Language) : DEFAULT_LANGUAGE;
  const canonicalAs = prefixed ? pathname.slice(3) || '/' : pathname;
  const canonicalAsServer = canonicalAs.replace(/[?#].*$/, '') || '/';
  const canonicalPathname =
    canonicalAsServer.replace(/^\/api(?=\/|$)/, '/api-docs').replace(/\/+$/, '') || '/';
  return { userLanguage, canonicalAs, canonicalAsServer, canonicalPathname };
}

/**
 * Paths that exist in English only and never take a language prefix: the blog and the bundle
 * size snapshot are not translated.
 */
export function isEnglishOnlyPath(pathname: string): boolean {
  return /^\/blog(\/|$)/.test(pathname) || /^\/size-snapshot\/?$/.test(pathname);
}

/** Adds the language prefix to a language-free internal path (`/x/…` → `/zh/x/…`). */
export function localizePath(pathname: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE || !pathname.startsWith('/') || isEnglishOnlyPath(pathname)) {
    return pathname;
  }
  return `/${language}${pathname}`;
}
