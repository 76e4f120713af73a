import { APP_BAR_HEIGHT } from '../theme/docsTheme';
import { staticStyle } from '../theme/static/staticStyle';
import { DEMO_CLASS } from './Demo';
import { DEMO_TOAST_CLASS } from './DemoToast';
import { DEMO_CODE_COLLAPSE_MS, DEMO_TOOLBAR_HEIGHT } from './constants';

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
  'html[data-mui-color-scheme="dark"] &[data-bg="filled"] .demo-live': {
    backgroundColor: theme.vars.palette.grey[900],
  },
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
    '&:focus-visible': {
      width: 16,
      height: 16,
      opacity: 1,
      outline: `2px solid ${theme.vars.palette.primary.main}`,
    },
  },
  '& .demo-placeholder': { minHeight: 120 },
  '& .demo-toolbar-slot': {
    minHeight: DEMO_TOOLBAR_HEIGHT,
    border: `1px solid ${theme.vars.palette.divider}`,
    borderTop: 0,
    [theme.breakpoints.down('sm')]: { display: 'none' },
  },
  '&[data-code-open="false"] .demo-toolbar-slot': {
    [theme.breakpoints.up('sm')]: { borderRadius: '0 0 12px 12px' },
  },
  '& .demo-toolbar': {
    display: 'flex',
    alignItems: 'center',
    gap: 2,
    minHeight: DEMO_TOOLBAR_HEIGHT,
    padding: '0 8px',
  },
  '& .demo-toolbar-spacer': { flex: 1 },
  // The controls only (not the entries of their menus).
  '& :is(.demo-toolbar-icon, .demo-toolbar-text, .demo-toolbar-language)': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 6,
    border: 0,
    background: 'none',
    font: 'inherit',
    cursor: 'pointer',
    color: theme.vars.palette.text.secondary,
    '&:hover': { backgroundColor: theme.vars.palette.action.hover },
    '&:disabled': {
      color: theme.vars.palette.text.disabled,
      cursor: 'default',
      backgroundColor: 'transparent',
    },
  },
  '& .demo-toolbar-icon': { width: 30, height: 30, padding: 5, borderRadius: '50%' },
  '& .demo-toolbar-text': {
    padding: '4px 8px',
    borderRadius: 6,
    fontSize: '0.8125rem',
    fontWeight: 500,
    color: theme.vars.palette.primary.main,
  },
  '& .demo-toolbar-language': {
    minWidth: 0,
    padding: '2px 10px',
    borderRadius: 6,
    fontSize: '0.75rem',
    fontWeight: 500,
    '&[aria-pressed="true"]': {
      backgroundColor: theme.vars.palette.action.selected,
      color: theme.vars.palette.text.primary,
    },
  },
  // Tooltips: the control's own label, shown on hover (after a short delay) and on keyboard focus.
  // Anchored at the control's end edge so the last ones never overflow the page.
  '& [data-tooltip]': { position: 'relative' },
  '& [data-tooltip]::after': {
    content: 'attr(data-tooltip)',
    position: 'absolute',
    top: 'calc(100% + 6px)',
    insetInlineEnd: 0,
    zIndex: theme.zIndex.tooltip,
    width: 'max-content',
    maxWidth: 300,
    padding: '4px 8px',
    borderRadius: 4,
    backgroundColor: 'rgba(97, 97, 97, 0.92)',
    color: '#fff',
    fontSize: '0.6875rem',
    fontWeight: 500,
    lineHeight: 1.4,
    pointerEvents: 'none',
    opacity: 0,
    transition: 'opacity 150ms',
  },
  '& .demo-toolbar-tip[data-tooltip]::after': { insetInlineEnd: 'auto', insetInlineStart: 0 },
  '& [data-tooltip]:hover::after': { opacity: 1, transitionDelay: '300ms' },
  '& [data-tooltip]:focus-visible::after': { opacity: 1 },
  // An open menu replaces its button's tooltip.
  '& [data-tooltip][aria-haspopup][aria-expanded="true"]::after': { display: 'none' },
  '& .demo-code-collapse': {
    display: 'grid',
    gridTemplateRows: '1fr',
    transition: `grid-template-rows ${DEMO_CODE_COLLAPSE_MS}ms ease-in-out`,
    '@starting-style': { gridTemplateRows: '0fr' },
    '&[data-state="closing"]': { gridTemplateRows: '0fr' },
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  },
  '& .demo-code-collapse-inner': { minHeight: 0, overflow: 'hidden' },
  '& .demo-code .MuiCode-root': { margin: 0 },
  '& .demo-code pre.shiki': {
    maxHeight: 'min(68vh, 1000px)',
    overflow: 'auto',
    margin: 0,
    borderTop: 0,
    borderRadius: 0,
    [theme.breakpoints.up('sm')]: { borderRadius: '0 0 12px 12px' },
  },
  '& .demo-crash': {
    padding: theme.spacing(2),
    display: 'grid',
    gap: theme.spacing(1),
    justifyItems: 'start',
  },
  '& .demo-crash-message': { margin: 0, whiteSpace: 'pre-wrap', fontSize: '0.8125rem' },
  '& .demo-crash-title': { margin: 0, fontWeight: 600, color: theme.vars.palette.error.main },
  '& .demo-crash-report': {
    margin: 0,
    fontSize: '0.875rem',
    '& a': { color: theme.vars.palette.primary.main },
  },
  '& .demo-crash-reset': {
    padding: '3px 9px',
    border: `1px solid ${theme.vars.palette.error.main}`,
    borderRadius: 4,
    background: 'none',
    color: theme.vars.palette.error.main,
    font: 'inherit',
    fontSize: '0.8125rem',
    fontWeight: 500,
    textTransform: 'uppercase',
    cursor: 'pointer',
    '&:hover': { backgroundColor: `rgba(${theme.vars.palette.error.mainChannel} / 0.04)` },
  },
}));

/** The toolbar's confirmation message, portalled to <body> (Material UI's Snackbar look). */
export const demoToastStyles = staticStyle(`.${DEMO_TOAST_CLASS}`, (theme) => ({
  position: 'fixed',
  insetBlockEnd: 24,
  insetInlineStart: 24,
  zIndex: theme.zIndex.snackbar,
  maxWidth: 'calc(100vw - 48px)',
  padding: '14px 16px',
  borderRadius: 4,
  backgroundColor: theme.vars.palette.grey[800],
  color: theme.vars.palette.common.white,
  fontSize: '0.875rem',
  lineHeight: 1.43,
  boxShadow: theme.shadows[6],
  'html[data-mui-color-scheme="dark"] &': {
    backgroundColor: theme.vars.palette.grey[100],
    color: theme.vars.palette.grey[900],
  },
  [theme.breakpoints.down('sm')]: { insetInline: 8, insetBlockEnd: 8, maxWidth: 'none' },
}));
