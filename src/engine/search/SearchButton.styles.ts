import { staticStyle } from '../theme/static/staticStyle';
import { SEARCH_BUTTON_CLASS } from './SearchButton';

/** The app-bar search button: an icon on phones, a labelled field with its shortcut from `sm` up. */
export const searchButtonStyles = staticStyle(`.${SEARCH_BUTTON_CLASS}`, (theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  height: 36,
  minWidth: 36,
  padding: theme.spacing(0, 1),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: 10,
  background: 'none',
  color: theme.vars.palette.text.secondary,
  font: 'inherit',
  fontSize: '0.875rem',
  cursor: 'pointer',
  '&:hover': { backgroundColor: theme.vars.palette.action.hover },
  '& svg': { color: theme.vars.palette.primary.main },
  '& .search-label, & kbd': { display: 'none' },
  [theme.breakpoints.up('sm')]: {
    minWidth: 200,
    '& .search-label': { display: 'inline', marginInlineEnd: 'auto' },
    '& kbd': {
      display: 'inline',
      padding: '0 6px',
      border: `1px solid ${theme.vars.palette.divider}`,
      borderRadius: 6,
      font: 'inherit',
      fontSize: '0.75rem',
      fontWeight: 600,
    },
  },
}));
