import type { Language } from '../../config/languages';

/** Folder (relative to the repository root) that holds the MDX pages and their demos. */
export const CONTENT_DIR = 'content';

/**
 * The MDX file of a docs page: `/x/<a>/<b>` lives in `content/<a>/<b>/index.mdx`, with its demos
 * beside it; a Chinese translation, when there is one, is `index.zh.mdx` in the same folder.
 */
export function routeToContentFile(pathname: string, language: Language = 'en'): string {
  const rest = pathname.replace(/^\/x\//, '').replace(/\/+$/, '');
  const file = language === 'en' ? 'index.mdx' : `index.${language}.mdx`;
  return `${CONTENT_DIR}/${rest}/${file}`;
}

/** The docs route of an English MDX file (the inverse of `routeToContentFile`), or null. */
export function contentFileToRoute(file: string): string | null {
  const match = new RegExp(`^${CONTENT_DIR}/(.+)/index\\.mdx$`).exec(file.replace(/\\/g, '/'));
  return match ? `/x/${match[1]}` : null;
}

/** The URL of a docs route in a language, with the trailing slash the static export uses. */
export function routeToUrl(pathname: string, language: Language): string {
  const prefix = language === 'en' ? '' : `/${language}`;
  return `${prefix}${pathname}/`;
}
