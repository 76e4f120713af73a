import { APP_BAR_HEIGHT } from '../theme/docsTheme';
import { staticStyle } from '../theme/static/staticStyle';
import { MARKDOWN_BODY_CLASS } from './classNames';

const CALLOUT_COLORS = ['info', 'success', 'warning', 'error'] as const;

/** Typography and components of page prose (the static HTML the Markdown compiler writes). */
export const markdownBodyStyles = staticStyle(`.${MARKDOWN_BODY_CLASS}`, (theme) => ({
  fontSize: '1rem',
  lineHeight: 1.7,
  color: theme.vars.palette.text.primary,
  overflowWrap: 'break-word',
  '& h2, & h3': { scrollMarginTop: APP_BAR_HEIGHT + 16, lineHeight: 1.3 },
  '& h2': { fontSize: '1.5rem', fontWeight: 700, margin: '40px 0 8px' },
  '& h3': { fontSize: '1.2rem', fontWeight: 600, margin: '32px 0 8px' },
  '& h4': { fontSize: '1rem', fontWeight: 600, margin: '24px 0 8px' },
  '& .title-link-to-anchor': {
    color: 'inherit',
    textDecoration: 'none',
    '& .anchor-icon': {
      display: 'inline-flex',
      verticalAlign: 'middle',
      marginInlineStart: 8,
      opacity: 0,
      color: theme.vars.palette.text.secondary,
      '& svg': { width: '0.8em', height: '0.8em', fill: 'currentColor' },
    },
    '&:hover .anchor-icon, &:focus-visible .anchor-icon': { opacity: 1 },
  },
  // Per-section feedback (handled by feedback/SectionFeedback): quiet until the reader points at
  // or tabs to the heading, but always shown where there is no hover (touch screens) and while
  // its popover is open. 28px keeps the target above the 24px minimum.
  '& .section-feedback': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 28,
    height: 28,
    marginInlineStart: 4,
    padding: 0,
    verticalAlign: 'middle',
    border: 0,
    borderRadius: 6,
    color: theme.vars.palette.text.secondary,
    backgroundColor: 'transparent',
    cursor: 'pointer',
    opacity: 0,
    '& svg': { width: 18, height: 18, fill: 'currentColor' },
    '&:hover': {
      color: theme.vars.palette.primary.main,
      backgroundColor: theme.vars.palette.action.hover,
    },
    '&:focus, &[aria-expanded="true"]': { opacity: 1 },
    '@media (hover: none)': { opacity: 1 },
  },
  '& h2:hover .section-feedback, & h3:hover .section-feedback, & h2:focus-within .section-feedback, & h3:focus-within .section-feedback':
    {
      opacity: 1,
    },
  '& a:not(.title-link-to-anchor)': {
    color: theme.vars.palette.primary.main,
    textDecoration: 'underline',
    textUnderlineOffset: 3,
  },
  '& p, & ul, & ol': { margin: '0 0 16px' },
  '& li + li': { marginTop: 4 },
  '& :not(pre) > code': {
    padding: '1px 5px',
    borderRadius: 6,
    fontSize: '0.875em',
    backgroundColor: theme.vars.palette.action.hover,
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  '& kbd': {
    padding: '1px 6px',
    border: `1px solid ${theme.vars.palette.divider}`,
    borderBottomWidth: 2,
    borderRadius: 6,
    fontSize: '0.8em',
    fontFamily: 'inherit',
  },
  '& table': {
    display: 'block',
    maxWidth: '100%',
    overflowX: 'auto',
    borderCollapse: 'collapse',
    margin: '0 0 16px',
    fontSize: '0.875rem',
  },
  '& th, & td': {
    padding: '8px 12px',
    borderBottom: `1px solid ${theme.vars.palette.divider}`,
    textAlign: 'start',
  },
  '& th': { fontWeight: 600 },
  // Code blocks: both highlight themes are in the HTML as CSS variables; the colour scheme picks one.
  '& .MuiCode-root': { position: 'relative', margin: '0 0 16px' },
  '& .MuiCode-title': {
    padding: '8px 16px',
    fontSize: '0.8rem',
    fontWeight: 600,
    border: `1px solid ${theme.vars.palette.divider}`,
    borderBottom: 0,
    borderRadius: '12px 12px 0 0',
  },
  '& .MuiCode-title + pre': { borderStartStartRadius: 0, borderStartEndRadius: 0 },
  '& pre.shiki': {
    margin: 0,
    padding: '16px',
    overflow: 'auto',
    borderRadius: 12,
    fontSize: '0.8125rem',
    lineHeight: 1.6,
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    // White, not GitHub's grey: comments keep 4.5:1 contrast (#6e7781 is 4.27:1 on #f6f8fa).
    backgroundColor: '#ffffff',
    border: `1px solid ${theme.vars.palette.divider}`,
    '& span': { color: 'var(--shiki-light)' },
    '&:focus-visible': {
      outline: `2px solid ${theme.vars.palette.primary.main}`,
      outlineOffset: 2,
    },
    ...theme.applyStyles('dark', {
      backgroundColor: '#161b22',
      '& span': { color: 'var(--shiki-dark)' },
    }),
  },
  '& .MuiCode-copy': {
    position: 'absolute',
    top: 8,
    insetInlineEnd: 8,
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    padding: '2px 8px',
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: 6,
    font: 'inherit',
    fontSize: '0.75rem',
    color: theme.vars.palette.text.primary,
    backgroundColor: theme.vars.palette.background.paper,
    cursor: 'pointer',
    opacity: 0,
    '&:focus-visible': { opacity: 1, outline: `2px solid ${theme.vars.palette.primary.main}` },
    '&[data-copied="true"]': { opacity: 1 },
    '& .MuiCode-copy-done, &[data-copied="true"] .MuiCode-copy-idle': { display: 'none' },
    '&[data-copied="true"] .MuiCode-copy-done': { display: 'inline' },
    '& .MuiCode-copyKeypress': {
      color: theme.vars.palette.text.secondary,
      [theme.breakpoints.down('sm')]: { display: 'none' },
    },
  },
  '& .MuiCode-title ~ .MuiCode-copy': { top: 44 },
  '& .MuiCode-root:hover .MuiCode-copy, & .MuiCode-root:focus-within .MuiCode-copy': { opacity: 1 },
  '& .MuiCode-copyKey-mac': { display: 'none' },
  'html[data-os="mac"] & .MuiCode-copyKey-mac': { display: 'inline' },
  'html[data-os="mac"] & .MuiCode-copyKey-other': { display: 'none' },
  '@media (hover: none)': { '& .MuiCode-copy': { opacity: 1 } },
  // API pages: plan chips, deprecation markers and the index lists.
  '& .api-plan': {
    display: 'inline-block',
    marginInlineStart: 8,
    padding: '0 8px',
    borderRadius: 10,
    fontSize: '0.75rem',
    fontWeight: 600,
    lineHeight: '20px',
    textDecoration: 'none',
    color: theme.vars.palette.primary.main,
    border: `1px solid ${theme.vars.palette.primary.main}`,
  },
  '& p > .api-plan:first-child': { marginInlineStart: 0 },
  // As in the API tables: orange is under 4.5:1 on white, so the word keeps the text colour.
  '& ul.api-index .api-deprecated': {
    marginInlineStart: 8,
    padding: '0 4px',
    borderRadius: 4,
    border: `1px solid ${theme.vars.palette.warning.main}`,
    fontSize: '0.75rem',
    fontWeight: 600,
  },
  '& ul.api-index': {
    columns: '16rem',
    columnGap: 24,
    padding: 0,
    listStyle: 'none',
    '& li': { margin: '0 0 6px', breakInside: 'avoid' },
  },
  // Callouts.
  '& .MuiCallout-root': {
    display: 'flex',
    gap: 12,
    margin: '0 0 16px',
    padding: '12px 16px',
    borderRadius: 12,
    border: '1px solid',
    '& > p:last-child, & .MuiCallout-content > :last-child': { marginBottom: 0 },
    // On the tinted callout background (and a code chip over it), the primary blue of links
    // falls just under 4.5:1; the darker shade keeps links readable. Dark mode keeps the default.
    '& a:not(.title-link-to-anchor)': { color: theme.vars.palette.primary.dark },
    ...theme.applyStyles('dark', {
      '& a:not(.title-link-to-anchor)': { color: theme.vars.palette.primary.main },
    }),
  },
  '& .MuiCallout-icon': {
    flexShrink: 0,
    width: 20,
    height: 20,
    marginTop: 3,
    fill: 'currentColor',
  },
  '& .MuiCallout-content': { minWidth: 0, flex: 1 },
  ...Object.fromEntries(
    CALLOUT_COLORS.map((kind) => [
      `& .MuiCallout-${kind}`,
      {
        borderColor: theme.vars.palette[kind].light,
        backgroundColor: `rgba(${theme.vars.palette[kind].mainChannel} / 0.06)`,
        '& .MuiCallout-icon': { color: theme.vars.palette[kind].dark },
        ...theme.applyStyles('dark', {
          borderColor: `rgba(${theme.vars.palette[kind].mainChannel} / 0.5)`,
          '& .MuiCallout-icon': { color: theme.vars.palette[kind].light },
        }),
      },
    ]),
  ),
  // Code tabs.
  '& .code-tabs': { margin: '0 0 16px', '& .MuiCode-root': { margin: 0 } },
  '& .code-tabs [role="tablist"]': { display: 'flex', gap: 4, marginBottom: 6 },
  '& .code-tabs [role="tab"]': {
    padding: '2px 12px',
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: 8,
    background: 'none',
    font: 'inherit',
    fontSize: '0.8125rem',
    color: theme.vars.palette.text.secondary,
    cursor: 'pointer',
    '&[aria-selected="true"]': {
      color: theme.vars.palette.primary.dark,
      borderColor: theme.vars.palette.primary.main,
      backgroundColor: theme.vars.palette.primary.light,
      fontWeight: 600,
    },
  },
}));
