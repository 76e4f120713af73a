import { COLOR_SCHEME_ATTRIBUTE } from './constants';
import { APP_BAR_HEIGHT } from './docsTheme';
import { staticStyle } from './static/staticStyle';

/**
 * The baseline (what Material UI's CssBaseline sets: border-box sizing, no body margin, theme
 * colours and type, the browser's colour scheme) and the site-wide rules the shell relies on:
 * anchor offsets, focus rings, the visually-hidden class.
 */
export const globalDocsStyles = staticStyle('', (theme) => ({
  html: {
    WebkitFontSmoothing: 'antialiased',
    MozOsxFontSmoothing: 'grayscale',
    boxSizing: 'border-box',
    WebkitTextSizeAdjust: '100%',
    scrollPaddingTop: APP_BAR_HEIGHT + 16,
  },
  '*, *::before, *::after': { boxSizing: 'inherit' },
  'strong, b': { fontWeight: theme.typography.fontWeightBold },
  body: {
    margin: 0,
    color: theme.vars.palette.text.primary,
    ...theme.typography.body1,
    backgroundColor: theme.vars.palette.background.default,
    '@media print': { backgroundColor: theme.vars.palette.common.white },
  },
  [`[${COLOR_SCHEME_ATTRIBUTE}="light"]`]: { colorScheme: 'light' },
  [`[${COLOR_SCHEME_ATTRIBUTE}="dark"]`]: { colorScheme: 'dark' },
  ':focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
  '.visually-hidden': {
    position: 'absolute',
    width: 1,
    height: 1,
    margin: -1,
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
}));
