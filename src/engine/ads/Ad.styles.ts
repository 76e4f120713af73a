import { staticStyle } from '../theme/static/staticStyle';
import { AD_RESERVED_CLASS } from './AdSlot';
import { AD_MARGIN_SPACING, AD_MIN_HEIGHT, AD_MIN_HEIGHT_XS } from './constants';

/**
 * The ad's reserved box. Its height is set before the ad arrives, and every presentation fits
 * inside it (fixed box height, clamped text), so showing an ad never moves the page.
 */
export const adReservedStyles = staticStyle(`.${AD_RESERVED_CLASS}`, (theme) => ({
  minHeight: AD_MIN_HEIGHT_XS,
  margin: theme.spacing(AD_MARGIN_SPACING, 0),
  [theme.breakpoints.up('sm')]: { minHeight: AD_MIN_HEIGHT },
  '& .Ad-link': {
    color: 'inherit',
    textDecoration: 'none',
    borderRadius: 12,
    '&:hover .Ad-description': { textDecoration: 'underline' },
    '&:focus-visible': {
      outline: `2px solid ${theme.vars.palette.primary.main}`,
      outlineOffset: 2,
    },
  },
  '& .Ad-box': {
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'flex-start',
    gap: 12,
    height: AD_MIN_HEIGHT_XS,
    padding: 8,
    overflow: 'hidden',
    border: `1px dashed ${theme.vars.palette.divider}`,
    borderRadius: 12,
    [theme.breakpoints.up('sm')]: { height: AD_MIN_HEIGHT, padding: 12, gap: 16 },
  },
  '& .Ad-img': { flex: '0 0 130px', width: 130, height: 100, borderRadius: 8, objectFit: 'cover' },
  '& .Ad-text': {
    display: 'flex',
    flexDirection: 'column',
    gap: 4,
    minWidth: 0,
    fontSize: '0.8125rem',
    lineHeight: 1.45,
  },
  '& .Ad-description': {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 5,
    overflow: 'hidden',
    [theme.breakpoints.up('sm')]: { WebkitLineClamp: 4 },
  },
  '& .Ad-poweredby': { fontSize: '0.75rem', color: theme.vars.palette.text.secondary },
  '& .Ad-inline': {
    display: 'block',
    padding: theme.spacing(1, 1.5),
    border: `1px dashed ${theme.vars.palette.divider}`,
    fontSize: '0.875rem',
    lineHeight: 1.5,
  },
  '& .Ad-inline .Ad-description': { display: 'inline', WebkitLineClamp: 'unset' },
  '& .Ad-tag': {
    display: 'inline-block',
    marginInlineEnd: 8,
    padding: '0 6px',
    border: `1px solid ${theme.vars.palette.success.main}`,
    borderRadius: 4,
    color: theme.vars.palette.success.main,
    fontSize: '0.75rem',
    fontWeight: 600,
    lineHeight: '18px',
  },
  '& .Ad-message': { margin: 0, fontSize: '0.875rem', lineHeight: 1.5 },
}));
