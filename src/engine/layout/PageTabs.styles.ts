import { staticStyle } from '../theme/static/staticStyle';
import { PAGE_TABS_CLASS } from './PageTabs';

export const pageTabsStyles = staticStyle(`.${PAGE_TABS_CLASS}`, (theme) => ({
  display: 'flex',
  gap: 4,
  margin: '0 0 24px',
  borderBottom: `1px solid ${theme.vars.palette.divider}`,
  '& a': {
    padding: '8px 14px',
    marginBottom: -1,
    borderBottom: '2px solid transparent',
    color: theme.vars.palette.text.secondary,
    fontWeight: 600,
    fontSize: '0.875rem',
    textDecoration: 'none',
    '&:hover': { color: theme.vars.palette.text.primary },
    '&:focus-visible': {
      outline: `2px solid ${theme.vars.palette.primary.main}`,
      outlineOffset: -2,
    },
  },
  '& a[aria-current="page"]': {
    color: theme.vars.palette.primary.main,
    borderBottomColor: theme.vars.palette.primary.main,
  },
}));
