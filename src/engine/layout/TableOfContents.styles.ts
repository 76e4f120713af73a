import { APP_BAR_HEIGHT, TOC_WIDTH } from '../theme/docsTheme';
import { staticStyle } from '../theme/static/staticStyle';
import { COMPACT_TOC_CLASS, TOC_CLASS } from './TableOfContents';

export const tocStyles = staticStyle(`.${TOC_CLASS}`, (theme) => ({
  display: 'none',
  [theme.breakpoints.up('xl')]: { display: 'block' },
  position: 'sticky',
  top: APP_BAR_HEIGHT,
  width: TOC_WIDTH,
  flexShrink: 0,
  height: `calc(100vh - ${APP_BAR_HEIGHT}px)`,
  overflowY: 'auto',
  paddingBlock: theme.spacing(5, 2),
  paddingInline: theme.spacing(0, 3),
  '& .toc-title': {
    margin: '0 0 8px',
    fontSize: 11,
    fontWeight: 700,
    letterSpacing: '.1rem',
    textTransform: 'uppercase',
    color: theme.vars.palette.text.secondary,
  },
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
  '& a': {
    display: 'block',
    paddingBlock: 6,
    paddingInline: '12px 0',
    borderInlineStart: `1px solid ${theme.vars.palette.divider}`,
    fontSize: 13,
    color: theme.vars.palette.text.secondary,
    textDecoration: 'none',
    '&:hover': { color: theme.vars.palette.text.primary },
    '&[aria-current="location"]': {
      borderInlineStartColor: theme.vars.palette.primary.main,
      color: theme.vars.palette.primary.main,
      fontWeight: 600,
    },
  },
  '& .toc-level-3 a': { paddingInlineStart: 24 },
}));

export const compactTocStyles = staticStyle(`.${COMPACT_TOC_CLASS}`, (theme) => ({
  margin: theme.spacing(0, 0, 3),
  padding: theme.spacing(1, 2),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: 12,
  [theme.breakpoints.up('xl')]: { display: 'none' },
  '& summary': { cursor: 'pointer', fontWeight: 600, fontSize: '0.875rem' },
  '& ul': { margin: '8px 0 4px', paddingInlineStart: 20, fontSize: '0.875rem' },
  '& a': { color: theme.vars.palette.primary.main },
  '& .toc-level-3': { marginInlineStart: 16 },
}));
