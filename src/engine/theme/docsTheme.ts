import { createTheme, type Theme } from '@mui/material/styles';

/** The attribute on <html> that carries the colour scheme ("light" | "dark"). */
export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';

/** localStorage key of the colour mode preference (shared with the reference site). */
export const MODE_STORAGE_KEY = 'mui-mode';

/** Width of the permanent navigation drawer, in px. */
export const NAV_DRAWER_WIDTH = 300;

/** Height of the app bar, in px. */
export const APP_BAR_HEIGHT = 57;

/** Width of the table-of-contents column, in px. */
export const TOC_WIDTH = 242;

const FONT_STACK =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", "Helvetica Neue", Arial, "PingFang SC", "Microsoft YaHei", sans-serif';

/** Theme of the documentation site itself (demos use their own). */
export function createDocsTheme(): Theme {
  return createTheme({
    cssVariables: { colorSchemeSelector: `[${COLOR_SCHEME_ATTRIBUTE}="%s"]` },
    colorSchemes: {
      light: {
        palette: {
          primary: { main: '#0b6bcb', light: '#e8f2fc', dark: '#084f96' },
          background: { default: '#ffffff', paper: '#ffffff' },
          text: { primary: '#1c2025', secondary: '#4a5561' },
          divider: '#dde3ea',
        },
      },
      dark: {
        palette: {
          primary: { main: '#66b2ff', light: '#12304f', dark: '#99ccff' },
          background: { default: '#0c1117', paper: '#111820' },
          text: { primary: '#eef2f6', secondary: '#b0bac5' },
          divider: '#27313c',
        },
      },
    },
    shape: { borderRadius: 12 },
    typography: { fontFamily: FONT_STACK, fontSize: 14, htmlFontSize: 16 },
  });
}
