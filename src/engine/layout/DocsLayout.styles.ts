import { TOC_WIDTH } from '../theme/docsTheme';
import { staticStyle } from '../theme/static/staticStyle';
import { DOCS_MAIN_CLASS } from './DocsLayout';

/**
 * The article's widest measure: 105 characters of the site font at 16 px (IBM Plex Sans's "0" is
 * 0.6 em). In rem, not `ch`: a `ch` follows the font in use, and a page drawn in the fallback
 * face (the web font is `optional`, see theme/fonts) would get a narrower column than one drawn
 * in IBM Plex Sans.
 */
const ARTICLE_MAX_WIDTH = '63rem';

/*
 * A grid whose columns are fixed before any content arrives: on a slow connection the browser
 * paints the article before the table of contents (last in the HTML) is parsed, and a layout that
 * made room for it only on arrival would move the article sideways.
 */
export const docsMainStyles = staticStyle(`.${DOCS_MAIN_CLASS}`, (theme) => ({
  display: 'grid',
  gridTemplateColumns: `minmax(0, ${ARTICLE_MAX_WIDTH})`,
  justifyContent: 'center',
  alignItems: 'start',
  columnGap: theme.spacing(4),
  minHeight: '100vh',
  '&:focus': { outline: 'none' },
  '&.with-toc': {
    [theme.breakpoints.up('xl')]: {
      gridTemplateColumns: `minmax(0, ${ARTICLE_MAX_WIDTH}) ${TOC_WIDTH}px`,
    },
  },
  '& .page-article': {
    minWidth: 0,
    // A name wider than a phone (Unstable_PickersSectionListSectionSeparator in a title or a
    // description) wraps at the edge rather than widening the page; inherited by the whole article.
    overflowWrap: 'break-word',
    padding: theme.spacing(4, 2, 8),
    [theme.breakpoints.up('sm')]: { padding: theme.spacing(5, 4, 10) },
    [theme.breakpoints.up('lg')]: { padding: theme.spacing(5, 7.5, 10) },
  },
  '& h1': { margin: '0 0 8px', fontSize: '2.25rem', lineHeight: 1.2, fontWeight: 700 },
  '& .description': {
    margin: '0 0 24px',
    fontSize: '1.125rem',
    lineHeight: 1.6,
    color: theme.vars.palette.text.secondary,
  },
  '& .untranslated-notice': {
    margin: '0 0 24px',
    padding: theme.spacing(1, 2),
    borderRadius: 12,
    fontSize: '0.875rem',
    backgroundColor: theme.vars.palette.action.hover,
  },
}));
