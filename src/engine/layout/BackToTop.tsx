import * as React from 'react';
import { useTranslate } from '../page/PageContext';
import { MAIN_CONTENT_ID } from './ids';

/** The button appears once the page has scrolled this far, in px. */
export const BACK_TO_TOP_THRESHOLD_PX = 200;

export const BACK_TO_TOP_CLASS = 'docs-back-to-top';

/** Floating button that scrolls back to the top (smoothly unless the reader prefers less motion). */
export function BackToTop() {
  const t = useTranslate();
  const [visible, setVisible] = React.useState(false);
  React.useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  const onClick = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  };
  return (
    <button
      className={BACK_TO_TOP_CLASS}
      type="button"
      aria-label={t('backToTop')}
      title={t('backToTop')}
      data-visible={visible}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={onClick}
      data-ga-event-category="docs"
      data-ga-event-action="click-back-to-top"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path fill="currentColor" d="M7.41 15.41 12 10.83l4.59 4.58L18 14l-6-6-6 6z" />
      </svg>
    </button>
  );
}
