import { styled } from '@mui/material/styles';
import * as React from 'react';
import type { TocItem } from '../markdown/headings';
import { APP_BAR_HEIGHT, TOC_WIDTH } from '../theme/docsTheme';
import { useTranslate } from './PageContext';
import { useScrollSpy } from './useScrollSpy';

const Root = styled('nav')(({ theme }) => ({
  display: 'none',
  [theme.breakpoints.up('xl')]: { display: 'block' },
  position: 'sticky',
  top: APP_BAR_HEIGHT,
  width: TOC_WIDTH,
  flexShrink: 0,
  height: `calc(100vh - ${APP_BAR_HEIGHT}px)`,
  overflowY: 'auto',
  padding: theme.spacing(5, 3, 2, 0),
  '& .toc-title': { margin: '0 0 8px', fontSize: 11, fontWeight: 700, letterSpacing: '.1rem', textTransform: 'uppercase', color: theme.vars.palette.text.secondary },
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
  '& a': {
    display: 'block',
    padding: '6px 0 6px 12px',
    borderLeft: `1px solid ${theme.vars.palette.divider}`,
    fontSize: 13,
    color: theme.vars.palette.text.secondary,
    textDecoration: 'none',
    '&:hover': { color: theme.vars.palette.text.primary },
    '&[aria-current="location"]': { borderLeftColor: theme.vars.palette.primary.main, color: theme.vars.palette.primary.main, fontWeight: 600 },
  },
  '& .toc-level-3 a': { paddingLeft: 24 },
}));

/** The page's h2/h3 outline with scroll-spy, in a sticky column at ≥ xl. */
export function TableOfContents({ toc }: { toc: readonly TocItem[] }) {
  const t = useTranslate();
  const ids = React.useMemo(() => toc.map((item) => item.id), [toc]);
  const [active, activate] = useScrollSpy(ids);
  if (toc.length === 0) return null;
  return (
    <Root aria-label={t('pageTOC')}>
      <p className="toc-title">{t('tableOfContents')}</p>
      <ul>
        {toc.map((item) => (
          <li key={item.id} className={`toc-level-${item.level}`}>
            <a href={`#${item.id}`} aria-current={active === item.id ? 'location' : undefined} onClick={() => activate(item.id)}>
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </Root>
  );
}

const Compact = styled('details')(({ theme }) => ({
  margin: theme.spacing(0, 0, 3),
  padding: theme.spacing(1, 2),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: 12,
  [theme.breakpoints.up('xl')]: { display: 'none' },
  '& summary': { cursor: 'pointer', fontWeight: 600, fontSize: '0.875rem' },
  '& ul': { margin: '8px 0 4px', paddingLeft: 20, fontSize: '0.875rem' },
  '& a': { color: theme.vars.palette.primary.main },
  '& .toc-level-3': { marginLeft: 16 },
}));

/** Below xl the outline folds into a disclosure at the top of the page (no JavaScript needed). */
export function CompactTableOfContents({ toc }: { toc: readonly TocItem[] }) {
  const t = useTranslate();
  if (toc.length === 0) return null;
  return (
    <Compact>
      <summary>{t('tableOfContents')}</summary>
      <ul aria-label={t('pageTOC')}>
        {toc.map((item) => (
          <li key={item.id} className={`toc-level-${item.level}`}>
            <a href={`#${item.id}`}>{item.text}</a>
          </li>
        ))}
      </ul>
    </Compact>
  );
}
