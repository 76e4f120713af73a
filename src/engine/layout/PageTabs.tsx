import * as React from 'react';
import { DocsLink } from '../ui/DocsLink';
import type { PageTabs as PageTabsData } from '../page/pageTypes';
import { useTranslate } from '../page/PageContext';

export const PAGE_TABS_CLASS = 'docs-page-tabs';

/** The "Demos" / "Components API" tabs of a guide page that documents components (two pages). */
export function PageTabs({ tabs }: { tabs: PageTabsData }) {
  const t = useTranslate();
  return (
    <nav aria-label={t('api.tabsLabel')} className={`${PAGE_TABS_CLASS} page-tabs`}>
      <DocsLink href={tabs.demosUrl} aria-current={tabs.current === 'demos' ? 'page' : undefined}>
        {t('api.demosTab')}
      </DocsLink>
      <DocsLink
        href={tabs.componentsApiUrl}
        aria-current={tabs.current === 'components-api' ? 'page' : undefined}
      >
        {t('api.componentsApiTab')}
      </DocsLink>
    </nav>
  );
}
