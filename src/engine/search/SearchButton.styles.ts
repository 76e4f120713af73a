import { staticStyle } from '../theme/static/staticStyle';
import { SEARCH_BUTTON_CLASS } from './classNames';

/**
 * The app-bar search button: an icon on phones (its label visually hidden, still its accessible
 * name), a labelled field with its shortcut from `sm` up.
 */
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
  '& .search-label': {
    position: 'absolute',
    width: 1,
    height: 1,
    margin: -1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  '& kbd': { display: 'none' },
  [theme.breakpoints.up('sm')]: {
    minWidth: 200,
    '& .search-label': {
      position: 'static',
      width: 'auto',
      height: 'auto',
      margin: 0,
      marginInlineEnd: 'auto',
      overflow: 'visible',
      clip: 'auto',
    },
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
