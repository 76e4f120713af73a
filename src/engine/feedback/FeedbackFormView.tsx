import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import * as React from 'react';
import type { Translate } from '../i18n/translate';
import type { DocsPageData } from '../page/pageTypes';
import { githubIssueUrl, repositoryFromEditUrl } from './githubIssue';
import type { Rating } from './ratingCookie';

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

export type FeedbackStatus = 'idle' | 'sending' | 'failed';

export interface FeedbackFormViewProps extends FeedbackSubject {
  rating: Rating;
  t: Translate;
  comment: string;
  onCommentChange: (comment: string) => void;
  status: FeedbackStatus;
  /** Failures so far: a repeated failure mounts a new alert, which screen readers announce again. */
  failures: number;
  onSubmit: () => void;
  onCancel: () => void;
  inputRef?: React.Ref<HTMLTextAreaElement>;
}

/**
 * The form as the reader sees it for a given state: the prompt for the answer chosen, the comment
 * field, the GitHub issue link for a "No" on a page with a source file, the error after a failed
 * send, Cancel and Submit. Display only: FeedbackForm holds the state and sends.
 */
export function FeedbackFormView({
  docs,
  section,
  rating,
  t,
  comment,
  onCommentChange,
  status,
  failures,
  onSubmit,
  onCancel,
  inputRef,
}: FeedbackFormViewProps) {
  const id = React.useId();
  const promptId = `${id}-prompt`;
  const fieldId = `${id}-comment`;
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
        onSubmit();
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
        onChange={(event) => onCommentChange(event.target.value)}
        helperText={t('feedback.hint')}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            onSubmit();
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
