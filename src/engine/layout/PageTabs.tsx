import Link from 'next/link';
import * as React from 'react';
import type { PageTabs as PageTabsData } from '../routing/pageData';
import { useTranslate } from './PageContext';

export const PAGE_TABS_CLASS = 'docs-page-tabs';

/**
 * The "Demos" / "Components API" tabs of a guide page that documents components (two pages). No
 * prefetch on sight: the tabs are above the fold, and fetching both pages' data (one of them the
 * page itself) competed with the page's own scripts while it loaded. Hovering still prefetches.
 */
export function PageTabs({ tabs }: { tabs: PageTabsData }) {
  const t = useTranslate();
  return (
    <nav aria-label={t('api.tabsLabel')} className={`${PAGE_TABS_CLASS} page-tabs`}>
      <Link href={tabs.demosUrl} aria-current={tabs.current === 'demos' ? 'page' : undefined} prefetch={false}>
        {t('api.demosTab')}
      </Link>
      <Link href={tabs.componentsApiUrl} aria-current={tabs.current === 'components-api' ? 'page' : undefined} prefetch={false}>
        {t('api.componentsApiTab')}
      </Link>
    </nav>
  );
}
