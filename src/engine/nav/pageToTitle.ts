import type { NavPage } from '../page/navTypes';

function upperFirst(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * The title of a navigation entry: its explicit title, else one derived from the last path
 * segment without `react-` — PascalCase for API pages (camelCase for hooks), sentence case
 * otherwise. `title: false` gives null.
 */
export function pageToTitle(
  page: Pick<NavPage, 'pathname' | 'title' | 'subheader'>,
): string | null {
  if (page.title === false) return null;
  if (page.title) return page.title;
  if (page.subheader) return page.subheader;
  const path = page.pathname.replace(/#.*$/, '').replace(/\/+$/, '');
  const name = path.slice(path.lastIndexOf('/') + 1).replace(/^react-/, '');
  const words = name.split('-').filter(Boolean);
  if (path.includes('/api/')) {
    const pascal = words.map(upperFirst).join('');
    return name.startsWith('use') ? pascal.charAt(0).toLowerCase() + pascal.slice(1) : pascal;
  }
  return upperFirst(words.join(' '));
}

/** Looks up a translated title (`pages./x/…` in the translation files) before deriving one. */
export function pageToTitleI18n(
  page: Pick<NavPage, 'pathname' | 'title' | 'subheader'>,
  translate: (key: string) => string | undefined,
): string | null {
  if (page.title === false) return null;
  return translate(`pages.${page.pathname}`) ?? pageToTitle(page);
}
