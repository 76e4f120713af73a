import { staticStyle } from '../theme/static/staticStyle';
import { PAGE_FOOTER_CLASS } from './PageFooter';

export const pageFooterStyles = staticStyle(`.${PAGE_FOOTER_CLASS}`, (theme) => ({
  marginTop: theme.spacing(6),
  paddingTop: theme.spacing(3),
  borderTop: `1px solid ${theme.vars.palette.divider}`,
  // Feedback question on the start side, "Edit this page" on the end; the feedback form, when
  // open, takes a full row below them (see feedback/PageFeedback).
  '& .footer-actions': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing(2),
  },
  '& .edit-link': {
    order: 1,
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    fontSize: '0.875rem',
    fontWeight: 600,
    color: theme.vars.palette.primary.main,
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
  },
  '& .pager': {
    display: 'flex',
    justifyContent: 'space-between',
    gap: theme.spacing(2),
    marginTop: theme.spacing(3),
  },
  '& .pager a': {
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    maxWidth: '48%',
    padding: theme.spacing(1, 2),
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: 12,
    color: theme.vars.palette.text.primary,
    textDecoration: 'none',
    '&:hover': { borderColor: theme.vars.palette.primary.main },
  },
  '& .pager .pager-next': { marginInlineStart: 'auto', textAlign: 'end' },
  '& .pager-direction': { fontSize: '0.75rem', color: theme.vars.palette.text.secondary },
  // API names are long single words: let them break rather than widen the page on phones.
  '& .pager-title': {
    fontWeight: 600,
    color: theme.vars.palette.primary.main,
    overflowWrap: 'anywhere',
  },
}));
