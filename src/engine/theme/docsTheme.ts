import type { Localization } from '@mui/material/locale';
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import {
  BREAKPOINTS,
  CONTRAST_THRESHOLD,
  DOCS_BORDER_RADIUS,
  SPACING_UNIT,
  TRANSITION_DURATIONS,
  TYPOGRAPHY_SIZES,
  Z_INDEX,
  COLOR_SCHEME_ATTRIBUTE,
} from './constants';
import { FONT_STACK } from './fonts/webFonts';

/** Width of the permanent navigation drawer, in px. */
export const NAV_DRAWER_WIDTH = 300;

/** Height of the app bar, in px. */
export const APP_BAR_HEIGHT = 57;

/** Width of the table-of-contents column, in px. */
export const TOC_WIDTH = 242;

/** A custom main colour for one palette entry. */
export interface PaletteColor {
  main: string;
}

/** Reader-chosen colours that override the theme's primary and secondary. */
export interface PaletteColors {
  primary?: PaletteColor;
  secondary?: PaletteColor;
}

/** Options of the docs theme beyond the defaults. */
export interface DocsThemeOptions {
  direction?: 'ltr' | 'rtl';
  paletteColors?: PaletteColors;
  /** Extra createTheme options, merged last (the `vars` field is rejected by Material UI). */
  overrides?: ThemeOptions;
  /** Material UI component locale (labels of pagination, rating, autocomplete…). */
  locale?: Localization;
}

/** The constants of spec point 9, as createTheme options. */
export const BASE_THEME_OPTIONS = {
  breakpoints: { values: BREAKPOINTS },
  spacing: SPACING_UNIT,
  zIndex: Z_INDEX,
  transitions: { duration: TRANSITION_DURATIONS },
  typography: { fontFamily: FONT_STACK, ...TYPOGRAPHY_SIZES },
} satisfies ThemeOptions;

/**
 * Theme of the documentation site itself (demos use their own). Palette colours go through
 * Material UI's own validation: a colour without `main`, a non-string `main`, or an invalid
 * colour string throws, and so does a `vars` option.
 */
export function createDocsTheme({
  direction = 'ltr',
  paletteColors = {},
  overrides = {},
  locale = {},
}: DocsThemeOptions = {}): Theme {
  const custom = { ...paletteColors, contrastThreshold: CONTRAST_THRESHOLD };
  return createTheme(
    {
      ...BASE_THEME_OPTIONS,
      direction,
      cssVariables: { colorSchemeSelector: `[${COLOR_SCHEME_ATTRIBUTE}="%s"]` },
      colorSchemes: {
        light: {
          palette: {
            primary: { main: '#0b6bcb', light: '#e8f2fc', dark: '#084f96' },
            background: { default: '#ffffff', paper: '#ffffff' },
            text: { primary: '#1c2025', secondary: '#4a5561' },
            divider: '#dde3ea',
            ...custom,
          },
        },
        dark: {
          palette: {
            primary: { main: '#66b2ff', light: '#12304f', dark: '#99ccff' },
            background: { default: '#0c1117', paper: '#111820' },
            text: { primary: '#eef2f6', secondary: '#b0bac5' },
            divider: '#27313c',
            ...custom,
          },
        },
      },
      shape: { borderRadius: DOCS_BORDER_RADIUS },
      ...overrides,
    },
    locale,
  );
}
