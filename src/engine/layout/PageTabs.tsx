import Link from 'next/link';
import { styled } from '@mui/material/styles';
import * as React from 'react';
import type { PageTabs as PageTabsData } from '../routing/pageData';
import { useTranslate } from './PageContext';

const Root = styled('nav')(({ theme }) => ({
  display: 'flex',
  gap: 4,
  margin: '0 0 24px',
  borderBottom: `1px solid ${theme.vars.palette.divider}`,
  '& a': {
    padding: '8px 14px',
    marginBottom: -1,
    borderBottom: '2px solid transparent',
    color: theme.vars.palette.text.secondary,
    fontWeight: 600,
    fontSize: '0.875rem',
    textDecoration: 'none',
    '&:hover': { color: theme.vars.palette.text.primary },
    '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: -2 },
  },
  '& a[aria-current="page"]': { color: theme.vars.palette.primary.main, borderBottomColor: theme.vars.palette.primary.main },
}));

/** The "Demos" / "Components API" tabs of a guide page that documents components (two pages). */
export function PageTabs({ tabs }: { tabs: PageTabsData }) {
  const t = useTranslate();
  return (
    <Root aria-label={t('api.tabsLabel')} className="page-tabs">
      <Link href={tabs.demosUrl} aria-current={tabs.current === 'demos' ? 'page' : undefined}>
        {t('api.demosTab')}
      </Link>
      <Link href={tabs.componentsApiUrl} aria-current={tabs.current === 'components-api' ? 'page' : undefined}>
        {t('api.componentsApiTab')}
      </Link>
    </Root>
  );
}
