import { staticStyle } from '../theme/static/staticStyle';
import { MENU_BUTTON_CLASS } from './MenuButton';

export const menuButtonStyles = staticStyle(`.${MENU_BUTTON_CLASS}`, (theme) => ({
  position: 'relative',
  '& [role="menu"]': {
    position: 'absolute',
    top: 'calc(100% + 4px)',
    insetInlineEnd: 0,
    zIndex: theme.zIndex.modal,
    minWidth: 160,
    margin: 0,
    padding: 4,
    listStyle: 'none',
    borderRadius: 10,
    border: `1px solid ${theme.vars.palette.divider}`,
    backgroundColor: theme.vars.palette.background.paper,
    boxShadow: theme.shadows[6],
  },
  '&[data-align="start"] [role="menu"]': { insetInlineStart: 0, insetInlineEnd: 'auto' },
  '& [role="menuitem"]': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 12,
    width: '100%',
    padding: '6px 10px',
    border: 0,
    borderRadius: 6,
    background: 'none',
    font: 'inherit',
    fontSize: '0.875rem',
    color: theme.vars.palette.text.primary,
    textDecoration: 'none',
    cursor: 'pointer',
    '&:hover, &:focus-visible': { backgroundColor: theme.vars.palette.action.hover },
    '&[aria-current="true"]': { fontWeight: 600, color: theme.vars.palette.primary.main },
  },
}));
