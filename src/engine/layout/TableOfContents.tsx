import * as React from 'react';
import type { TocItem } from '../markdown/build/headings';
import { useTranslate } from '../page/PageContext';
import { useScrollSpy } from './useScrollSpy';

export const TOC_CLASS = 'docs-toc';

/** The page's h2/h3 outline with scroll-spy, in a sticky column at ≥ xl. */
export function TableOfContents({ toc }: { toc: readonly TocItem[] }) {
  const t = useTranslate();
  const ids = React.useMemo(() => toc.map((item) => item.id), [toc]);
  const [active, activate] = useScrollSpy(ids);
  if (toc.length === 0) return null;
  return (
    <nav className={TOC_CLASS} aria-label={t('pageTOC')}>
      <p className="toc-title">{t('tableOfContents')}</p>
      <ul>
        {toc.map((item) => (
          <li key={item.id} className={`toc-level-${item.level}`}>
            <a
              href={`#${item.id}`}
              aria-current={active === item.id ? 'location' : undefined}
              onClick={() => activate(item.id)}
            >
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export const COMPACT_TOC_CLASS = 'docs-compact-toc';

/** Below xl the outline folds into a disclosure at the top of the page (no JavaScript needed). */
export function CompactTableOfContents({ toc }: { toc: readonly TocItem[] }) {
  const t = useTranslate();
  if (toc.length === 0) return null;
  return (
    <details className={COMPACT_TOC_CLASS}>
      <summary>{t('tableOfContents')}</summary>
      <ul aria-label={t('pageTOC')}>
        {toc.map((item) => (
          <li key={item.id} className={`toc-level-${item.level}`}>
            <a href={`#${item.id}`}>{item.text}</a>
          </li>
        ))}
      </ul>
    </details>
  );
}
