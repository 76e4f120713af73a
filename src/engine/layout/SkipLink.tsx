import * as React from 'react';
import { useTranslate } from '../page/PageContext';
import { MAIN_CONTENT_ID } from './ids';

export const SKIP_LINK_CLASS = 'docs-skip-link';

/** The first tab stop: jumps over the navigation to the page's main content. */
export function SkipLink() {
  const t = useTranslate();
  return (
    <a className={SKIP_LINK_CLASS} href={`#${MAIN_CONTENT_ID}`}>
      {t('appFrame.skipToContent')}
    </a>
  );
}
