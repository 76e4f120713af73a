import { staticStyle } from '../theme/static/staticStyle';
import { RATING_BUTTONS_CLASS } from './RatingButtons';

/** The Yes / No toggle buttons of page and section feedback. */
export const ratingButtonsStyles = staticStyle(`.${RATING_BUTTONS_CLASS}`, (theme) => ({
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
    '& svg': { color: theme.vars.palette.text.secondary },
    '&:hover': {
      borderColor: theme.vars.palette.primary.main,
      backgroundColor: theme.vars.palette.action.hover,
    },
    // Pressed: coloured border and tint plus a filled icon, so the state does not rest on colour alone.
    '&[aria-pressed="true"]': {
      borderColor: theme.vars.palette.primary.main,
      backgroundColor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.12)`,
      fontWeight: 600,
      '& svg': { color: theme.vars.palette.primary.main },
    },
  },
}));
