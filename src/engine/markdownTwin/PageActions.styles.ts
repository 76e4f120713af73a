import { staticStyle } from '../theme/static/staticStyle';
import { PAGE_ACTIONS_CLASS } from './PageActions';

/** "Copy page" and "View as Markdown", under the page description. */
export const pageActionsStyles = staticStyle(`.${PAGE_ACTIONS_CLASS}`, (theme) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1),
  // Pulled towards the description it belongs to; the bottom margin collapses with the ad box's.
  margin: '-8px 0 24px',
  '& .page-action': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    minHeight: 30,
    padding: theme.spacing(0.25, 1.25),
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: 8,
    background: 'none',
    font: 'inherit',
    fontSize: '0.8125rem',
    fontWeight: 500,
    lineHeight: 1.5,
    color: theme.vars.palette.text.secondary,
    textDecoration: 'none',
    cursor: 'pointer',
    '& svg': { flexShrink: 0 },
    '&:hover': {
      color: theme.vars.palette.text.primary,
      backgroundColor: theme.vars.palette.action.hover,
    },
    '&:focus-visible': {
      outline: `2px solid ${theme.vars.palette.primary.main}`,
      outlineOffset: 2,
    },
  },
  // The three labels share one grid cell, so the button is as wide as the longest and never
  // changes size (nor moves the link beside it) when its label changes.
  '& .page-action-labels': { display: 'inline-grid' },
  '& .page-action-labels > span': { gridArea: '1 / 1', visibility: 'hidden' },
  '& .page-action-labels > span[data-active="true"]': { visibility: 'visible' },
  '& [data-state="copied"] svg': { color: theme.vars.palette.success.main },
  '& [data-state="failed"] svg': { color: theme.vars.palette.error.main },
}));
