import { staticStyle } from '../theme/static/staticStyle';
import { SEARCH_DIALOG_CLASS } from './classNames';

/**
 * The search dialog, a native modal `<dialog>` styled by the shell's static CSS: opening it loads
 * a few kilobytes of React code and no styling runtime. The `<dialog>` element covers the viewport
 * (a click on it, outside the panel, closes it); the panel is centred near the top from `sm` up
 * and fills the screen on phones.
 */
export const searchDialogStyles = staticStyle(`.${SEARCH_DIALOG_CLASS}`, (theme) => ({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 'none',
  height: '100%',
  maxHeight: 'none',
  margin: 0,
  padding: 0,
  border: 0,
  background: 'none',
  color: theme.vars.palette.text.primary,
  '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
  '& .search-panel': {
    display: 'flex',
    flexDirection: 'column',
    boxSizing: 'border-box',
    height: '100%',
    backgroundColor: theme.vars.palette.background.paper,
    [theme.breakpoints.up('sm')]: {
      width: 'calc(100% - 64px)',
      maxWidth: theme.breakpoints.values.sm,
      height: 'auto',
      maxHeight: 'calc(100% - 128px)',
      marginBlock: theme.spacing(8, 0),
      marginInline: 'auto',
      borderRadius: 12,
      boxShadow: theme.shadows[24],
    },
  },
  '& .search-field': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    padding: theme.spacing(1, 2),
    borderBottom: `1px solid ${theme.vars.palette.divider}`,
    '& svg': { flexShrink: 0, color: theme.vars.palette.primary.main },
  },
  '& .search-field input': {
    flex: 1,
    minWidth: 0,
    height: 44,
    border: 0,
    outline: 0,
    background: 'none',
    color: theme.vars.palette.text.primary,
    font: 'inherit',
    fontSize: '1rem',
  },
  '& .search-field:focus-within': {
    boxShadow: `inset 0 -2px 0 ${theme.vars.palette.primary.main}`,
  },
  '& .search-close': {
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: 6,
    background: 'none',
    color: theme.vars.palette.text.secondary,
    font: 'inherit',
    fontSize: '0.75rem',
    padding: '2px 6px',
    cursor: 'pointer',
    '&:focus-visible': {
      outline: `2px solid ${theme.vars.palette.primary.main}`,
      outlineOffset: 2,
    },
  },
  '& .search-body': { flex: 1, overflowY: 'auto', padding: theme.spacing(1) },
  '& .search-status': { margin: theme.spacing(2), color: theme.vars.palette.text.secondary },
  '& .search-footer': {
    display: 'none',
    gap: theme.spacing(2),
    padding: theme.spacing(1, 2),
    borderTop: `1px solid ${theme.vars.palette.divider}`,
    color: theme.vars.palette.text.secondary,
    fontSize: '0.75rem',
    '& kbd': { font: 'inherit', fontWeight: 700 },
    [theme.breakpoints.up('sm')]: { display: 'flex' },
  },
}));

/** The page behind the open dialog does not scroll (the dialog's own list does). */
export const searchDialogScrollLockStyles = staticStyle(
  `html:has(.${SEARCH_DIALOG_CLASS}[open])`,
  () => ({
    overflow: 'hidden',
  }),
);

/** The result list and the recent searches inside the dialog. */
export const searchResultListStyles = staticStyle(
  `.${SEARCH_DIALOG_CLASS} .search-list`,
  (theme) => ({
    display: 'flex',
    flexDirection: 'column',
    gap: 2,
    '& .search-hit': {
      display: 'grid',
      gridTemplateColumns: 'auto 1fr',
      columnGap: theme.spacing(1.5),
      padding: theme.spacing(1, 1.5),
      borderRadius: 8,
      color: theme.vars.palette.text.primary,
      textDecoration: 'none',
      scrollMarginBlock: theme.spacing(1),
    },
    '& .search-hit[aria-selected="true"]': {
      backgroundColor: theme.vars.palette.action.selected,
      boxShadow: `inset 3px 0 0 ${theme.vars.palette.primary.main}`,
    },
    '& .search-type': {
      gridRow: 'span 2',
      alignSelf: 'start',
      marginTop: 2,
      padding: '0 6px',
      border: `1px solid ${theme.vars.palette.divider}`,
      borderRadius: 6,
      fontSize: '0.6875rem',
      fontWeight: 600,
      lineHeight: '18px',
      color: theme.vars.palette.text.secondary,
      whiteSpace: 'nowrap',
    },
    '& .search-title': { fontWeight: 600, overflowWrap: 'anywhere' },
    '& .search-context': { color: theme.vars.palette.text.secondary, fontWeight: 400 },
    '& .search-excerpt': {
      fontSize: '0.8125rem',
      color: theme.vars.palette.text.secondary,
      overflowWrap: 'anywhere',
      '& mark': {
        backgroundColor: 'transparent',
        color: theme.vars.palette.text.primary,
        fontWeight: 700,
        textDecoration: 'underline',
      },
    },
    '& .search-section-title': {
      marginBlock: theme.spacing(1, 0.5),
      marginInline: theme.spacing(1.5),
      fontSize: '0.75rem',
      fontWeight: 700,
      color: theme.vars.palette.text.secondary,
    },
    '& .search-recent': {
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(1),
      paddingInline: theme.spacing(1.5),
    },
    '& .search-recent button': {
      border: 0,
      background: 'none',
      color: theme.vars.palette.text.primary,
      font: 'inherit',
      paddingBlock: theme.spacing(0.75),
      paddingInline: 0,
      cursor: 'pointer',
      textAlign: 'start',
      '&:first-of-type': { flex: 1 },
      '&:focus-visible': {
        outline: `2px solid ${theme.vars.palette.primary.main}`,
        outlineOffset: 2,
      },
    },
  }),
);
