import Popover, { type PopoverActions } from '@mui/material/Popover';
import { styled } from '@mui/material/styles';
import * as React from 'react';
import { IslandTheme } from '../theme/IslandTheme';
import type { Translate } from '../i18n/translate';
import type { DocsPageData } from '../page/pageTypes';
import { FeedbackForm } from './FeedbackForm';
import { FeedbackSnackbar } from './FeedbackSnackbar';
import { RatingButtons } from './RatingButtons';
import type { Rating } from './ratingCookie';
import type { SectionTarget } from './sectionTarget';

const Content = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.5),
  width: 'min(380px, calc(100vw - 32px))',
  padding: theme.spacing(2),
  '& .section-feedback-title': {
    margin: 0,
    fontSize: '1rem',
    fontWeight: 700,
    overflowWrap: 'anywhere',
  },
  '& .section-feedback-question': { margin: 0, fontSize: '0.875rem' },
}));

interface SectionFeedbackPopoverProps {
  docs: DocsPageData;
  /** The section being rated (kept while the popover closes). */
  target: SectionTarget;
  open: boolean;
  t: Translate;
  onClose: () => void;
}

/** One section's Yes / No and comment, in a popover titled with the section (lazily loaded). */
function SectionFeedbackPopoverContent({
  docs,
  target,
  open,
  t,
  onClose,
}: SectionFeedbackPopoverProps) {
  const [thanked, setThanked] = React.useState(false);
  const titleId = React.useId();
  const actions = React.useRef<PopoverActions>(null);
  const updatePosition = React.useCallback(() => actions.current?.updatePosition(), []);
  return (
    <>
      <Popover
        open={open}
        action={actions}
        anchorEl={target.anchor}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        // The paper gets the focus when the popover opens: as the dialog, it is announced by its title.
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId } }}
      >
        {/* Keyed by opening: each starts with no answer and an empty comment. */}
        <SectionFeedbackContent
          key={target.opening}
          titleId={titleId}
          onResize={updatePosition}
          docs={docs}
          target={target}
          t={t}
          onCancel={onClose}
          onSubmitted={() => {
            setThanked(true);
            onClose();
          }}
        />
      </Popover>
      <FeedbackSnackbar
        open={thanked}
        message={t('feedback.submitted')}
        onClose={() => setThanked(false)}
      />
    </>
  );
}

interface SectionFeedbackContentProps {
  titleId: string;
  /** The content grows when the form or an error appears: the popover must move to stay on screen. */
  onResize: () => void;
  docs: DocsPageData;
  target: SectionTarget;
  t: Translate;
  onCancel: () => void;
  onSubmitted: () => void;
}

function SectionFeedbackContent({
  titleId,
  onResize,
  docs,
  target,
  t,
  onCancel,
  onSubmitted,
}: SectionFeedbackContentProps) {
  const [rating, setRating] = React.useState<Rating | null>(null);
  const id = React.useId();
  const content = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    const observer = new ResizeObserver(() => onResize());
    observer.observe(content.current!);
    return () => observer.disconnect();
  }, [onResize]);
  return (
    <Content ref={content}>
      <p className="section-feedback-title" id={titleId}>
        {t('feedback.sectionTitle').replace('{section}', () => target.title)}
      </p>
      <p className="section-feedback-question" id={`${id}-question`}>
        {t('feedback.sectionQuestion')}
      </p>
      <RatingButtons
        rating={rating}
        onRate={setRating}
        labelledBy={`${id}-question`}
        t={t}
        trackingLabel={target.id}
      />
      {rating !== null ? (
        <FeedbackForm
          docs={docs}
          section={{ id: target.id, title: target.title }}
          rating={rating}
          t={t}
          onCancel={onCancel}
          onSubmitted={onSubmitted}
        />
      ) : null}
    </Content>
  );
}

/** The section feedback popover, with the Material UI theme it is drawn in (loaded with it, on demand). */
export default function SectionFeedbackPopover(props: SectionFeedbackPopoverProps) {
  return (
    <IslandTheme>
      <SectionFeedbackPopoverContent {...props} />
    </IslandTheme>
  );
}
