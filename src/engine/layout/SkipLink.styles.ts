import { staticStyle } from '../theme/static/staticStyle';
import { SKIP_LINK_CLASS } from './SkipLink';

export const skipLinkStyles = staticStyle(`.${SKIP_LINK_CLASS}`, (theme) => ({
  position: 'fixed',
  top: theme.spacing(1),
  insetInlineStart: theme.spacing(1),
  zIndex: theme.zIndex.tooltip + 1,
  padding: theme.spacing(1, 2),
  borderRadius: 8,
  backgroundColor: theme.vars.palette.primary.main,
  color: theme.vars.palette.primary.contrastText,
  fontWeight: 600,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
}));
