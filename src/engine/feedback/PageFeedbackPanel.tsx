import * as React from 'react';
import { IslandTheme } from '../theme/IslandTheme';
import type { Translate } from '../i18n/translate';
import type { DocsPageData } from '../page/pageTypes';
import { FeedbackForm } from './FeedbackForm';
import { FeedbackSnackbar } from './FeedbackSnackbar';
import type { Rating } from './ratingCookie';

interface PageFeedbackPanelProps {
  docs: DocsPageData;
  /** The rating of the open form; null when the form is closed. */
  rating: Rating | null;
  t: Translate;
  onCancel: () => void;
  onSubmitted: (rating: Rating) => void;
}

/**
 * The lazily loaded part of the page feedback: the comment form and the thank-you snackbar. It
 * stays mounted once loaded, so the snackbar outlives the form it thanks for.
 */
function PageFeedbackPanelContent({
  docs,
  rating,
  t,
  onCancel,
  onSubmitted,
}: PageFeedbackPanelProps) {
  const [thanked, setThanked] = React.useState(false);
  return (
    <>
      {rating !== null ? (
        <FeedbackForm
          docs={docs}
          section={null}
          rating={rating}
          t={t}
          onCancel={onCancel}
          onSubmitted={(submitted) => {
            setThanked(true);
            onSubmitted(submitted);
          }}
        />
      ) : null}
      <FeedbackSnackbar
        open={thanked}
        message={t('feedback.submitted')}
        onClose={() => setThanked(false)}
      />
    </>
  );
}

/** The page feedback panel, with the Material UI theme it is drawn in (loaded with it, on demand). */
export default function PageFeedbackPanel(props: PageFeedbackPanelProps) {
  return (
    <IslandTheme>
      <PageFeedbackPanelContent {...props} />
    </IslandTheme>
  );
}
