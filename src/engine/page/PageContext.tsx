import * as React from 'react';
import type { DocsPageData } from '../page/pageTypes';
import type { Language } from '../../config/languages';
import { createTranslator, type Translate } from '../i18n/labels';
import { useShellData } from './shellData';

/** What every part of the shell may read about the current page. */
export interface ShellPage {
  language: Language;
  /** Route without language (`/x/introduction`), or null for pages outside the tree (404). */
  route: string | null;
  productId: string | null;
  /** The docs page data when the page is a docs page. */
  docs: DocsPageData | null;
}

const PageContext = React.createContext<ShellPage | null>(null);

/** Provides the current page to the shell. */
export function PageProvider({ page, children }: { page: ShellPage; children: React.ReactNode }) {
  return <PageContext.Provider value={page}>{children}</PageContext.Provider>;
}

/** The current page; throws when used outside PageProvider. */
export function usePage(): ShellPage {
  const page = React.useContext(PageContext);
  if (!page) throw new Error('usePage() must be used inside a <PageProvider>.');
  return page;
}

/** `t()` for the current page's language. */
export function useTranslate(): Translate {
  const { language, labels, english } = useShellData();
  return React.useMemo(
    () => createTranslator(language, labels, english),
    [language, labels, english],
  );
}
