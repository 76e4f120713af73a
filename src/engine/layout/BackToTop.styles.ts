import { staticStyle } from '../theme/static/staticStyle';
import { BACK_TO_TOP_CLASS } from './BackToTop';

export const backToTopStyles = staticStyle(`.${BACK_TO_TOP_CLASS}`, (theme) => ({
  position: 'fixed',
  insetInlineEnd: 24,
  bottom: 24,
  zIndex: theme.zIndex.fab,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: '50%',
  color: theme.vars.palette.primary.main,
  backgroundColor: theme.vars.palette.background.paper,
  boxShadow: theme.shadows[3],
  cursor: 'pointer',
  transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.shorter }),
  '&[data-visible="false"]': { opacity: 0, pointerEvents: 'none' },
}));
