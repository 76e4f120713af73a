import * as React from 'react';
import { useTranslate } from '../page/PageContext';
import { PathIcon } from '../ui/PathIcon';
import { copyMarkdown } from './copyMarkdown';
import { markdownTwinUrl } from './paths';

type CopyState = 'idle' | 'copied' | 'failed';

/** How long "Copied" / "Copy failed" stays before the button reads "Copy page" again. */
const CONFIRMATION_MS = 2500;

export const PAGE_ACTIONS_CLASS = 'docs-page-actions';

// Material icons' path data (ContentCopy, Check, ErrorOutline, ArticleOutlined).
const COPY_ICON =
  'M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m0 16H8V7h11z';
const COPIED_ICON = 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z';
const FAILED_ICON =
  'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8';
const MARKDOWN_ICON =
  'M19 5v14H5V5zm0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2M14 17H7v-2h7zm3-4H7v-2h10zm0-4H7V7h10z';
/** 16px, the size the Material icons had here. */
const ICON_SIZE = 16;

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

  const icon = state === 'copied' ? COPIED_ICON : state === 'failed' ? FAILED_ICON : COPY_ICON;
  const labels: [CopyState, string][] = [
    ['idle', t('pageActions.copyPage')],
    ['copied', t('pageActions.copied')],
    ['failed', t('pageActions.copyFailed')],
  ];
  return (
    <div
      className={`page-actions ${PAGE_ACTIONS_CLASS}`}
      role="group"
      aria-label={t('pageActions.label')}
    >
      <button
        type="button"
        className="page-action"
        onClick={copy}
        data-state={state}
        data-ga-event-category="page"
        data-ga-event-action="copy-markdown"
      >
        <PathIcon d={icon} size={ICON_SIZE} />
        <span className="page-action-labels">
          {labels.map(([value, label]) => (
            <span key={value} data-active={state === value}>
              {label}
            </span>
          ))}
        </span>
      </button>
      <a
        className="page-action"
        href={markdownUrl}
        type="text/markdown"
        data-ga-event-category="page"
        data-ga-event-action="view-markdown"
      >
        <PathIcon d={MARKDOWN_ICON} size={ICON_SIZE} />
        {t('pageActions.viewMarkdown')}
      </a>
      {/* Present from the first render, so screen readers announce the message when it appears. */}
      <span className="visually-hidden" role="status">
        {state === 'copied'
          ? t('pageActions.copiedAnnouncement')
          : state === 'failed'
            ? t('pageActions.copyFailedAnnouncement')
            : ''}
      </span>
    </div>
  );
}
