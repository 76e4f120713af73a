import { styled } from '@mui/material/styles';
import Link from 'next/link';
import * as React from 'react';
import type { PageLinkData } from '../routing/pageData';
import { useTranslate } from './PageContext';

const Root = styled('footer')(({ theme }) => ({
  marginTop: theme.spacing(6),
  paddingTop: theme.spacing(3),
  borderTop: `1px solid ${theme.vars.palette.divider}`,
  // Feedback question on the start side, "Edit this page" on the end; the feedback form, when
  // open, takes a full row below them (see feedback/PageFeedback).
  '& .footer-actions': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: theme.spacing(2) },
  '& .edit-link': {
    order: 1,
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    fontSize: '0.875rem',
    fontWeight: 600,
    color: theme.vars.palette.primary.main,
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
  },
  '& .pager': { display: 'flex', justifyContent: 'space-between', gap: theme.spacing(2), marginTop: theme.spacing(3) },
  '& .pager a': {
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    maxWidth: '48%',
    padding: theme.spacing(1, 2),
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: 12,
    color: theme.vars.palette.text.primary,
    textDecoration: 'none',
    '&:hover': { borderColor: theme.vars.palette.primary.main },
  },
  '& .pager .pager-next': { marginLeft: 'auto', textAlign: 'right' },
  '& .pager-direction': { fontSize: '0.75rem', color: theme.vars.palette.text.secondary },
  // API names are long single words: let them break rather than widen the page on phones.
  '& .pager-title': { fontWeight: 600, color: theme.vars.palette.primary.main, overflowWrap: 'anywhere' },
}));

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
    <Root>
      <div className="footer-actions">
        {feedback}
        {editUrl && (
          <a className="edit-link" href={editUrl} target="_blank" rel="noopener">
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path fill="currentColor" d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z" />
            </svg>
            {t('editPage')}
          </a>
        )}
      </div>
      {previous || next ? (
        <nav className="pager" aria-label={t('pagination')}>
          {previous ? (
            <Link href={previous.url} className="pager-previous" rel="prev">
              <span className="pager-direction">{t('previousPage')}</span>
              <span className="pager-title">{previous.title}</span>
            </Link>
          ) : null}
          {next ? (
            <Link href={next.url} className="pager-next" rel="next">
              <span className="pager-direction">{t('nextPage')}</span>
              <span className="pager-title">{next.title}</span>
            </Link>
          ) : null}
        </nav>
      ) : null}
    </Root>
  );
}
