import ThumbDownAlt from '@mui/icons-material/ThumbDownAlt';
import ThumbDownAltOutlined from '@mui/icons-material/ThumbDownAltOutlined';
import ThumbUpAlt from '@mui/icons-material/ThumbUpAlt';
import ThumbUpAltOutlined from '@mui/icons-material/ThumbUpAltOutlined';
import { styled } from '@mui/material/styles';
import * as React from 'react';
import type { Translate } from '../i18n/translate';
import type { Rating } from './ratingCookie';

const Group = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  gap: theme.spacing(1),
  '& button': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    minHeight: 32,
    padding: theme.spacing(0.5, 1.5),
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: 999,
    font: 'inherit',
    fontSize: '0.875rem',
    fontWeight: 500,
    color: theme.vars.palette.text.primary,
    backgroundColor: 'transparent',
    cursor: 'pointer',
    '& svg': { fontSize: 18, color: theme.vars.palette.text.secondary },
    '&:hover': { borderColor: theme.vars.palette.primary.main, backgroundColor: theme.vars.palette.action.hover },
    // Pressed: coloured border and tint plus a filled icon, so the state does not rest on colour alone.
    '&[aria-pressed="true"]': {
      borderColor: theme.vars.palette.primary.main,
      backgroundColor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.12)`,
      fontWeight: 600,
      '& svg': { color: theme.vars.palette.primary.main },
    },
  },
}));

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
export function RatingButtons({ rating, onRate, labelledBy, t, onIntent, trackingLabel, buttonRef }: RatingButtonsProps) {
  const choices = [
    { value: 1 as const, label: t('feedback.yes'), action: 'rating-yes', Icon: rating === 1 ? ThumbUpAlt : ThumbUpAltOutlined },
    { value: 0 as const, label: t('feedback.no'), action: 'rating-no', Icon: rating === 0 ? ThumbDownAlt : ThumbDownAltOutlined },
  ];
  return (
    <Group role="group" aria-labelledby={labelledBy} className="rating-buttons">
      {choices.map(({ value, label, action, Icon }) => (
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
          <Icon />
          {label}
        </button>
      ))}
    </Group>
  );
}
