import * as React from 'react';
import { DocsLink } from '../ui/DocsLink';
import type { PageLinkData } from '../page/pageTypes';
import { useTranslate } from '../page/PageContext';

export const PAGE_FOOTER_CLASS = 'docs-page-footer';

interface PageFooterProps {
  /** "Was this page helpful?", shown first. */
  feedback?: React.ReactNode;
  editUrl: string | null;
  previous: PageLinkData | null;
  next: PageLinkData | null;
}

/** Page feedback and "Edit this page", then links to the previous and next pages in navigation order. */
export function PageFooter({ feedback, editUrl, previous, next }: PageFooterProps) {
  const t = useTranslate();
  return (
    <footer className={PAGE_FOOTER_CLASS}>
      <div className="footer-actions">
        {feedback}
        {editUrl && (
          <a className="edit-link" href={editUrl} target="_blank" rel="noopener">
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path
                fill="currentColor"
                d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z"
              />
            </svg>
            {t('editPage')}
          </a>
        )}
      </div>
      {previous || next ? (
        <nav className="pager" aria-label={t('pagination')}>
          {previous ? (
            <DocsLink href={previous.url} className="pager-previous" rel="prev">
              <span className="pager-direction">{t('previousPage')}</span>
              <span className="pager-title">{previous.title}</span>
            </DocsLink>
          ) : null}
          {next ? (
            <DocsLink href={next.url} className="pager-next" rel="next">
              <span className="pager-direction">{t('nextPage')}</span>
              <span className="pager-title">{next.title}</span>
            </DocsLink>
          ) : null}
        </nav>
      ) : null}
    </footer>
  );
}
