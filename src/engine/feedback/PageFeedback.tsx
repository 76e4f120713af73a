import * as React from 'react';
import { useClientValue } from '../client/useClientValue';
import { useTranslate } from '../page/PageContext';
import type { DocsPageData } from '../page/pageTypes';
import { LazyBoundary } from './LazyBoundary';
import { RatingButtons } from './RatingButtons';
import { readStoredRating, storeRating, type Rating } from './ratingCookie';

// The form, its Material UI fields and the request code load on first interest, not with the page.
const loadPanel = () => import('./PageFeedbackPanel');
const PageFeedbackPanel = React.lazy(loadPanel);

export const PAGE_FEEDBACK_CLASS = 'docs-page-feedback';
export const PAGE_FEEDBACK_PANEL_CLASS = 'docs-page-feedback-panel';

/**
 * "Was this page helpful?" with Yes / No. Server-rendered as plain markup; choosing an answer
 * loads the comment form. The vote is remembered per page in a cookie once it has been sent.
 */
export function PageFeedback({ docs }: { docs: DocsPageData }) {
  const t = useTranslate();
  const questionId = React.useId();
  /** The vote already sent from this browser (read after hydration: the server has no cookie). */
  const fromCookie = useClientValue(() => readStoredRating(docs.route), null);
  /** The vote sent from this page view: shown even when the browser refuses the cookie. */
  const [sent, setSent] = React.useState<{ route: string; rating: Rating } | null>(null);
  const stored = sent?.route === docs.route ? sent.rating : fromCookie;
  /** The answer being written, while the form is open. */
  const [draft, setDraft] = React.useState<Rating | null>(null);
  const [loaded, setLoaded] = React.useState(false);
  const buttons = React.useRef(new Map<Rating, HTMLButtonElement>());

  // Focus was in the form, which is going away: return it to the answer it belongs to.
  const closeForm = (focus: Rating | null) => {
    setDraft(null);
    if (focus !== null) buttons.current.get(focus)?.focus();
  };

  return (
    <>
      <div className={`page-feedback ${PAGE_FEEDBACK_CLASS}`}>
        <p className="page-feedback-question" id={questionId}>
          {t('feedback.question')}
        </p>
        <RatingButtons
          rating={draft ?? stored}
          onRate={(rating) => {
            setLoaded(true);
            setDraft(rating);
          }}
          onIntent={() => void loadPanel().catch(() => {})}
          labelledBy={questionId}
          t={t}
          trackingLabel={docs.route}
          buttonRef={(rating, element) => {
            if (element) buttons.current.set(rating, element);
            else buttons.current.delete(rating);
          }}
        />
      </div>
      {loaded ? (
        <div className={`page-feedback-panel ${PAGE_FEEDBACK_PANEL_CLASS}`}>
          <LazyBoundary>
            <PageFeedbackPanel
              docs={docs}
              rating={draft}
              t={t}
              onCancel={() => closeForm(draft)}
              onSubmitted={(rating) => {
                storeRating(docs.route, rating);
                setSent({ route: docs.route, rating });
                closeForm(rating);
              }}
            />
          </LazyBoundary>
        </div>
      ) : null}
    </>
  );
}
