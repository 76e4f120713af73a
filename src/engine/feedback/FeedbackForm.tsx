import * as React from 'react';
import type { Translate } from '../i18n/translate';
import { FeedbackFormView, type FeedbackStatus, type FeedbackSubject } from './FeedbackFormView';
import type { Rating } from './ratingCookie';
import { feedbackBody, sendFeedback } from './submit';

interface FeedbackFormProps extends FeedbackSubject {
  rating: Rating;
  t: Translate;
  onCancel: () => void;
  /** Called once the server stored the vote; the parent closes the form and thanks the reader. */
  onSubmitted: (rating: Rating) => void;
}

/**
 * The optional comment and the Submit button. Nothing is sent before Submit (or Ctrl/⌘+Enter);
 * on failure the form stays, with the text, and says so.
 */
export function FeedbackForm({
  docs,
  section,
  rating,
  t,
  onCancel,
  onSubmitted,
}: FeedbackFormProps) {
  const [comment, setComment] = React.useState('');
  const [status, setStatus] = React.useState<FeedbackStatus>('idle');
  const [failures, setFailures] = React.useState(0);
  const sending = React.useRef(false);
  const inputRef = React.useRef<HTMLTextAreaElement>(null);

  // Choosing Yes or No (again) puts the reader where the next step is: the comment.
  React.useEffect(() => {
    inputRef.current?.focus();
  }, [rating]);

  const submit = async () => {
    if (sending.current) return;
    sending.current = true;
    setStatus('sending');
    const ok = await sendFeedback(feedbackBody(docs, section?.id ?? null, rating, comment));
    sending.current = false;
    if (ok) {
      setStatus('idle');
      onSubmitted(rating);
    } else {
      setStatus('failed');
      setFailures((count) => count + 1);
    }
  };

  return (
    <FeedbackFormView
      docs={docs}
      section={section}
      rating={rating}
      t={t}
      comment={comment}
      onCommentChange={setComment}
      status={status}
      failures={failures}
      onSubmit={() => void submit()}
      onCancel={onCancel}
      inputRef={inputRef}
    />
  );
}
