import { APP_BAR_HEIGHT } from '../theme/docsTheme';
import { staticStyle } from '../theme/static/staticStyle';
import { APP_BAR_CLASS } from './AppBar';

export const appBarStyles = staticStyle(`.${APP_BAR_CLASS}`, (theme) => ({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndex.appBar,
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  height: APP_BAR_HEIGHT,
  padding: theme.spacing(0, 1.5),
  borderBottom: `1px solid ${theme.vars.palette.divider}`,
  backgroundColor: 'rgba(255, 255, 255, 0.85)',
  WebkitBackdropFilter: 'blur(8px)', // Safari before 18
  backdropFilter: 'blur(8px)',
  ...theme.applyStyles('dark', { backgroundColor: 'rgba(12, 17, 23, 0.85)' }),
  '& .app-bar-start': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1.5),
    [theme.breakpoints.up('lg')]: { display: 'none' },
  },
  '& .app-bar-end': {
    marginInlineStart: 'auto',
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
  },
  // On a slow connection the browser paints the HTML that has arrived. Until the last control
  // (settings) is parsed, the end group would grow and push the controls already painted
  // sideways (a layout shift); kept invisible until then, it appears whole.
  '& .app-bar-end:not(:has(.app-bar-settings))': { visibility: 'hidden' },
  '& .app-bar-button': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 36,
    height: 36,
    padding: 0,
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: 10,
    background: 'none',
    color: theme.vars.palette.primary.main,
    cursor: 'pointer',
    '&:hover': { backgroundColor: theme.vars.palette.action.hover },
  },
}));
