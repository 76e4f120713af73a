import { staticStyle } from '../theme/static/staticStyle';
import { API_TABLE_CLASS } from './ApiTable';

/** The props, slots and CSS classes tables and lists of API pages, with their layout toggle. */
export const apiTableStyles = staticStyle(`.${API_TABLE_CLASS}`, (theme) => ({
  margin: '0 0 24px',
  '& .api-layouts': { display: 'flex', gap: 4, justifyContent: 'flex-end', margin: '-8px 0 8px' },
  '& .api-layouts button': {
    padding: '2px 10px',
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: 8,
    background: 'none',
    color: theme.vars.palette.text.secondary,
    font: 'inherit',
    fontSize: '0.75rem',
    cursor: 'pointer',
    '&[aria-pressed="true"]': {
      color: theme.vars.palette.primary.main,
      borderColor: theme.vars.palette.primary.main,
    },
    '&:focus-visible': {
      outline: `2px solid ${theme.vars.palette.primary.main}`,
      outlineOffset: 2,
    },
  },
  // Narrow screens scroll the table itself, never the page.
  '& .api-table-scroll': { overflowX: 'auto' },
  '& table': {
    width: '100%',
    minWidth: 560,
    borderCollapse: 'collapse',
    fontSize: '0.875rem',
    display: 'table',
  },
  '& th, & td': {
    padding: '10px 8px',
    borderBottom: `1px solid ${theme.vars.palette.divider}`,
    textAlign: 'start',
    verticalAlign: 'top',
  },
  '& th': { fontWeight: 600 },
  '& code': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontSize: '0.8125rem',
    overflowWrap: 'anywhere',
  },
  '& .api-name': {
    position: 'relative',
    fontWeight: 600,
    whiteSpace: 'nowrap',
    color: theme.vars.palette.primary.main,
  },
  '& .api-type code': { color: theme.vars.palette.text.secondary },
  '& [id]': { scrollMarginTop: 80 },
  '& [id]:target': { backgroundColor: theme.vars.palette.action.selected },
  '& .api-anchor': {
    marginInlineStart: 6,
    color: theme.vars.palette.text.secondary,
    textDecoration: 'none',
    opacity: 0,
    '&:focus-visible': { opacity: 1 },
  },
  '& tr:hover .api-anchor, & li:hover .api-anchor, & summary:hover .api-anchor': { opacity: 1 },
  // Lists take the page width: long names and the since label wrap on phones.
  '& .api-list .api-name': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
  '& .api-since': {
    marginInlineStart: 8,
    fontWeight: 400,
    fontSize: '0.75rem',
    color: theme.vars.palette.text.secondary,
  },
  '& .api-required': { color: theme.vars.palette.error.main, marginInlineStart: 2 },
  // Orange text is under 4.5:1 on white: the label keeps the text colour inside an orange border.
  '& .api-deprecated': {
    color: theme.vars.palette.text.primary,
    border: `1px solid ${theme.vars.palette.warning.main}`,
    borderRadius: 4,
    padding: '0 4px',
    fontWeight: 600,
    fontSize: '0.75rem',
    marginInlineStart: 8,
  },
  '& .api-description > p': { margin: '0 0 4px' },
  '& ul.api-list': { listStyle: 'none', padding: 0, margin: 0 },
  '& ul.api-list > li': {
    padding: '10px 0',
    borderBottom: `1px solid ${theme.vars.palette.divider}`,
  },
  '& .api-list dl': {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    gap: '4px 12px',
    margin: '6px 0 0',
    fontSize: '0.875rem',
  },
  '& .api-name code': { whiteSpace: 'normal' },
  '& .api-list dt': { color: theme.vars.palette.text.secondary },
  '& .api-list dd': { margin: 0 },
  '& summary': { cursor: 'pointer' },
  '& .visually-hidden': {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
}));
