import * as React from 'react';
import type { Translate } from '../i18n/translate';
import { PathIcon } from '../ui/PathIcon';
import type { Rating } from './ratingCookie';

export const RATING_BUTTONS_CLASS = 'docs-rating-buttons';

// Material icons' path data: ThumbUpAlt / ThumbUpAltOutlined, ThumbDownAlt / ThumbDownAltOutlined.
const THUMB_UP =
  'M2 20h2c.55 0 1-.45 1-1v-9c0-.55-.45-1-1-1H2zm19.83-7.12c.11-.25.17-.52.17-.8V11c0-1.1-.9-2-2-2h-5.5l.92-4.65c.05-.22.02-.46-.08-.66-.23-.45-.52-.86-.88-1.22L14 2 7.59 8.41C7.21 8.79 7 9.3 7 9.83v7.84C7 18.95 8.05 20 9.34 20h8.11c.7 0 1.36-.37 1.72-.97z';
const THUMB_UP_OUTLINED =
  'M21 8h-6.31l.95-4.57.03-.32c0-.41-.17-.79-.44-1.06L14.17 1 7.59 7.59C7.22 7.95 7 8.45 7 9v10c0 1.1.9 2 2 2h9c.83 0 1.54-.5 1.84-1.22l3.02-7.05c.09-.23.14-.47.14-.73v-2c0-1.1-.9-2-2-2m0 4-3 7H9V9l4.34-4.34L12.23 10H21zM1 9h4v12H1z';
const THUMB_DOWN =
  'M22 4h-2c-.55 0-1 .45-1 1v9c0 .55.45 1 1 1h2zM2.17 11.12c-.11.25-.17.52-.17.8V13c0 1.1.9 2 2 2h5.5l-.92 4.65c-.05.22-.02.46.08.66.23.45.52.86.88 1.22L10 22l6.41-6.41c.38-.38.59-.89.59-1.42V6.34C17 5.05 15.95 4 14.66 4h-8.1c-.71 0-1.36.37-1.72.97z';
const THUMB_DOWN_OUTLINED =
  'M15 3H6c-.83 0-1.54.5-1.84 1.22l-3.02 7.05c-.09.23-.14.47-.14.73v2c0 1.1.9 2 2 2h6.31l-.95 4.57-.03.32c0 .41.17.79.44 1.06L9.83 23l6.58-6.59c.37-.36.59-.86.59-1.41V5c0-1.1-.9-2-2-2m0 12-4.34 4.34L11.77 14H3v-2l3-7h9zm4-12h4v12h-4z';
/** 18px, the size the Material icons had here. */
const ICON_SIZE = 18;

interface RatingButtonsProps {
  /** The pressed button, if any. */
  rating: Rating | null;
  onRate: (rating: Rating) => void;
  /** Id of the question the buttons answer, which names the group. */
  labelledBy: string;
  t: Translate;
  /** Warms the lazy form chunk before the click that needs it. */
  onIntent?: () => void;
  /** Analytics label: the page route, or the section id. */
  trackingLabel: string;
  buttonRef?: (rating: Rating, element: HTMLButtonElement | null) => void;
}

/**
 * "Yes" / "No" toggle buttons (plain buttons with aria-pressed: light enough for the server-rendered
 * footer, and reused in the section popover).
 */
export function RatingButtons({
  rating,
  onRate,
  labelledBy,
  t,
  onIntent,
  trackingLabel,
  buttonRef,
}: RatingButtonsProps) {
  const choices = [
    {
      value: 1 as const,
      label: t('feedback.yes'),
      action: 'rating-yes',
      icon: rating === 1 ? THUMB_UP : THUMB_UP_OUTLINED,
    },
    {
      value: 0 as const,
      label: t('feedback.no'),
      action: 'rating-no',
      icon: rating === 0 ? THUMB_DOWN : THUMB_DOWN_OUTLINED,
    },
  ];
  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      className={`rating-buttons ${RATING_BUTTONS_CLASS}`}
    >
      {choices.map(({ value, label, action, icon }) => (
        <button
          key={value}
          ref={buttonRef ? (element) => buttonRef(value, element) : undefined}
          type="button"
          aria-pressed={rating === value}
          onClick={() => onRate(value)}
          onPointerEnter={onIntent}
          onFocus={onIntent}
          data-ga-event-category="feedback"
          data-ga-event-action={action}
          data-ga-event-label={trackingLabel}
        >
          <PathIcon d={icon} size={ICON_SIZE} />
          {label}
        </button>
      ))}
    </div>
  );
}
