import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import Check from '@mui/icons-material/Check';
import ContentCopy from '@mui/icons-material/ContentCopy';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import { styled } from '@mui/material/styles';
import * as React from 'react';
import { useTranslate } from '../layout/PageContext';
import { copyMarkdown } from './copyMarkdown';
import { markdownTwinUrl } from './paths';

type CopyState = 'idle' | 'copied' | 'failed';

/** How long "Copied" / "Copy failed" stays before the button reads "Copy page" again. */
const CONFIRMATION_MS = 2500;

const Root = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1),
  // Pulled towards the description it belongs to; the bottom margin collapses with the ad box's.
  margin: '-8px 0 24px',
  '& .page-action': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    minHeight: 30,
    padding: theme.spacing(0.25, 1.25),
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: 8,
    background: 'none',
    font: 'inherit',
    fontSize: '0.8125rem',
    fontWeight: 500,
    lineHeight: 1.5,
    color: theme.vars.palette.text.secondary,
    textDecoration: 'none',
    cursor: 'pointer',
    '& svg': { fontSize: 16, flexShrink: 0 },
    '&:hover': { color: theme.vars.palette.text.primary, backgroundColor: theme.vars.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
  },
  // The three labels share one grid cell, so the button is as wide as the longest and never
  // changes size (nor moves the link beside it) when its label changes.
  '& .page-action-labels': { display: 'inline-grid' },
  '& .page-action-labels > span': { gridArea: '1 / 1', visibility: 'hidden' },
  '& .page-action-labels > span[data-active="true"]': { visibility: 'visible' },
  '& [data-state="copied"] svg': { color: theme.vars.palette.success.main },
  '& [data-state="failed"] svg': { color: theme.vars.palette.error.main },
}));

/**
 * "Copy page" (the page's Markdown twin to the clipboard) and "View as Markdown" (a link to it),
 * under the page description. Server-rendered in their resting state, so hydration changes nothing.
 */
export function PageActions({ url }: { url: string }) {
  const t = useTranslate();
  const markdownUrl = markdownTwinUrl(url);
  const [state, setState] = React.useState<CopyState>('idle');
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  React.useEffect(() => () => clearTimeout(timer.current), []);

  const copy = () => {
    clearTimeout(timer.current);
    const settle = (next: CopyState) => {
      setState(next);
      timer.current = setTimeout(() => setState('idle'), CONFIRMATION_MS);
    };
    copyMarkdown(markdownUrl).then(
      () => settle('copied'),
      () => settle('failed'),
    );
  };

  const Icon = state === 'copied' ? Check : state === 'failed' ? ErrorOutline : ContentCopy;
  const labels: [CopyState, string][] = [
    ['idle', t('pageActions.copyPage')],
    ['copied', t('pageActions.copied')],
    ['failed', t('pageActions.copyFailed')],
  ];
  return (
    <Root className="page-actions" role="group" aria-label={t('pageActions.label')}>
      <button
        type="button"
        className="page-action"
        onClick={copy}
        data-state={state}
        data-ga-event-category="page"
        data-ga-event-action="copy-markdown"
      >
        <Icon aria-hidden />
        <span className="page-action-labels">
          {labels.map(([value, label]) => (
            <span key={value} data-active={state === value}>
              {label}
            </span>
          ))}
        </span>
      </button>
      <a className="page-action" href={markdownUrl} type="text/markdown" data-ga-event-category="page" data-ga-event-action="view-markdown">
        <ArticleOutlined aria-hidden />
        {t('pageActions.viewMarkdown')}
      </a>
      {/* Present from the first render, so screen readers announce the message when it appears. */}
      <span className="visually-hidden" role="status">
        {state === 'copied' ? t('pageActions.copiedAnnouncement') : state === 'failed' ? t('pageActions.copyFailedAnnouncement') : ''}
      </span>
    </Root>
  );
}
