import type { Language } from '../../config/languages';
import { pageToTitleI18n } from './pageToTitle';
import { isGeneratedFile, isPageEntry } from './tree';
import type { NavPage } from '../page/navTypes';

/**
 * The navigation tree as one language's pages show it, worked out at build time: every title
 * resolved (translated, or derived from the pathname), and each page entry marked written or
 * not. The browser then needs neither the translation files' page titles nor the list of
 * written pages, only this tree (generated per language by scripts/build/steps/content.ts).
 */
export function resolveNav(
  tree: readonly NavPage[],
  translate: (key: string) => string | undefined,
  isWritten: (route: string) => boolean,
): NavPage[] {
  return tree.map((page) => {
    const resolved: NavPage = { ...page, title: pageToTitleI18n(page, translate) ?? false };
    if (page.children) resolved.children = resolveNav(page.children, translate, isWritten);
    // A generated file (llms.txt) is always there: the build writes it.
    if (isPageEntry(page) && (isGeneratedFile(page.pathname) || isWritten(page.pathname)))
      resolved.written = true;
    return resolved;
  });
}

/** The file name of a language's resolved tree under .generated/. */
export function resolvedNavFileName(language: Language): string {
  return `nav.${language}.json`;
}

/** The file name of a language's resolved tree with every group closed (pages outside the tree). */
export function resolvedNavTopFileName(language: Language): string {
  return `nav-top.${language}.json`;
}
