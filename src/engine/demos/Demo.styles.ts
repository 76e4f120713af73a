import { APP_BAR_HEIGHT } from '../theme/docsTheme';
import { staticStyle } from '../theme/static/staticStyle';
import { DEMO_CLASS } from './Demo';
import { DEMO_TOOLBAR_HEIGHT } from './constants';

/** The demo frame: anchors, live area (three backgrounds), toolbar and code panel. */
export const demoStyles = staticStyle(`.${DEMO_CLASS}`, (theme) => ({
  position: 'relative',
  margin: '24px 0 32px',
  // Full-bleed on phones, like the reference: demos get the whole width.
  [theme.breakpoints.down('sm')]: { marginInline: -16 },
  '& .demo-anchor': { position: 'absolute', top: 0, scrollMarginTop: APP_BAR_HEIGHT + 16 },
  '& .demo-live': {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    minHeight: 64,
    // Demos read left to right or right to left with the page direction.
    outline: 0,
  },
  '&[data-bg="outlined"] .demo-live, &[data-bg="filled"] .demo-live': {
    padding: theme.spacing(3),
    border: `1px solid ${theme.vars.palette.divider}`,
    [theme.breakpoints.up('sm')]: { borderRadius: '12px 12px 0 0' },
  },
  '&[data-bg="outlined"] .demo-live': { backgroundColor: theme.vars.palette.background.paper },
  '&[data-bg="filled"] .demo-live': { backgroundColor: theme.vars.palette.grey[50] },
  'html[data-mui-color-scheme="dark"] &[data-bg="filled"] .demo-live': { backgroundColor: theme.vars.palette.grey[900] },
  '&[data-toolbar="false"] .demo-live': { [theme.breakpoints.up('sm')]: { borderRadius: 12 } },
  '& .demo-initial-focus': {
    position: 'absolute',
    top: 0,
    insetInlineStart: 0,
    width: 1,
    height: 1,
    padding: 0,
    border: 0,
    opacity: 0,
    overflow: 'hidden',
    '&:focus-visible': { width: 16, height: 16, opacity: 1, outline: `2px solid ${theme.vars.palette.primary.main}` },
  },
  '& .demo-placeholder': { minHeight: 120 },
  '& .demo-toolbar-slot': {
    minHeight: DEMO_TOOLBAR_HEIGHT,
    border: `1px solid ${theme.vars.palette.divider}`,
    borderTop: 0,
    [theme.breakpoints.down('sm')]: { display: 'none' },
  },
  '&[data-code-open="false"] .demo-toolbar-slot': { [theme.breakpoints.up('sm')]: { borderRadius: '0 0 12px 12px' } },
  '& .demo-code .MuiCode-root': { margin: 0 },
  '& .demo-code pre.shiki': {
    maxHeight: 'min(68vh, 1000px)',
    overflow: 'auto',
    margin: 0,
    borderTop: 0,
    borderRadius: 0,
    [theme.breakpoints.up('sm')]: { borderRadius: '0 0 12px 12px' },
  },
  '& .demo-crash': { padding: theme.spacing(2), display: 'grid', gap: theme.spacing(1), justifyItems: 'start' },
  '& .demo-crash-message': { margin: 0, whiteSpace: 'pre-wrap', fontSize: '0.8125rem' },
}));
