import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import * as React from 'react';
import type { Translate } from '../i18n/translate';
import type { DocsPageData } from '../page/pageTypes';
import { githubIssueUrl, repositoryFromEditUrl } from './githubIssue';
import type { Rating } from './ratingCookie';
import { feedbackBody, sendFeedback } from './submit';

/**
 * The server accepts comments up to 2000 characters (code points); the browser's maxLength counts
 * UTF-16 units, which is never fewer, so a comment the field allows is never refused for length.
 */
export const MAX_COMMENT_LENGTH = 2000;

const Form = styled('form')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.5),
  '& .feedback-prompt': { margin: 0, fontWeight: 600 },
  '& .feedback-actions': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1),
  },
  '& .feedback-issue': {
    marginRight: 'auto',
    fontSize: '0.875rem',
    fontWeight: 500,
    color: theme.vars.palette.primary.main,
    textUnderlineOffset: 3,
  },
  '& .feedback-buttons': { display: 'flex', gap: theme.spacing(1), marginLeft: 'auto' },
}));

/** What the form is about: the page, or one of its sections. */
export interface FeedbackSubject {
  docs: DocsPageData;
  section: { id: string; title: string } | null;
}

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
  const [status, setStatus] = React.useState<'idle' | 'sending' | 'failed'>('idle');
  // Counts failures, so a repeated failure mounts a new alert that screen readers announce again.
  const [failures, setFailures] = React.useState(0);
  const sending = React.useRef(false);
  const inputRef = React.useRef<HTMLTextAreaElement>(null);
  const id = React.useId();
  const promptId = `${id}-prompt`;
  const fieldId = `${id}-comment`;

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

  const prompt =
    rating === 1
      ? t('feedback.promptPositive')
      : section
        ? t('feedback.promptSectionNegative')
        : t('feedback.promptNegative');
  const repository = repositoryFromEditUrl(docs.editUrl);
  const issueUrl =
    rating === 0 && repository
      ? githubIssueUrl(repository, {
          pageUrl: docs.canonicalUrl,
          pageTitle: docs.title,
          section,
          comment,
        })
      : null;

  return (
    <Form
      className="feedback-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="feedback-prompt" id={promptId}>
        {prompt}
      </p>
      <TextField
        id={fieldId}
        inputRef={inputRef}
        label={t('feedback.comment')}
        multiline
        minRows={3}
        maxRows={12}
        fullWidth
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        helperText={t('feedback.hint')}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void submit();
          }
        }}
        slotProps={{
          // The prompt is the question the comment answers; the helper text says how to send it.
          htmlInput: {
            maxLength: MAX_COMMENT_LENGTH,
            'aria-describedby': `${promptId} ${fieldId}-helper-text`,
          },
        }}
      />
      {status === 'failed' ? (
        <Alert key={failures} severity="error" className="feedback-error">
          {t('feedback.failed')}
        </Alert>
      ) : null}
      <div className="feedback-actions">
        {issueUrl ? (
          <a
            className="feedback-issue"
            href={issueUrl}
            target="_blank"
            rel="noopener"
            data-ga-event-category="feedback"
            data-ga-event-action="github-issue"
            data-ga-event-label={section?.id ?? docs.route}
          >
            {t('feedback.githubIssue')}
            <span className="visually-hidden"> ({t('externalLink')})</span>
          </a>
        ) : null}
        <div className="feedback-buttons">
          <Button type="button" onClick={onCancel}>
            {t('feedback.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disableElevation
            aria-disabled={status === 'sending'}
            data-ga-event-category="feedback"
            data-ga-event-action="submit"
            data-ga-event-label={section?.id ?? docs.route}
          >
            {t('feedback.submit')}
          </Button>
        </div>
      </div>
    </Form>
  );
}
