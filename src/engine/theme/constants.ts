/** Breakpoints in px (spec point 9). */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

/** The spacing unit in px. */
export const SPACING_UNIT = 8;

/** Border radius of the documentation theme; demos keep Material UI's default of 4. */
export const DOCS_BORDER_RADIUS = 12;
export const DEMO_BORDER_RADIUS = 4;

/** Stacking layers. */
export const Z_INDEX = {
  mobileStepper: 1000,
  fab: 1050,
  speedDial: 1050,
  appBar: 1100,
  drawer: 1200,
  modal: 1300,
  snackbar: 1400,
  tooltip: 1500,
} as const;

/** Transition durations in ms. */
export const TRANSITION_DURATIONS = {
  shortest: 150,
  shorter: 200,
  short: 250,
  standard: 300,
  complex: 375,
  enteringScreen: 225,
  leavingScreen: 195,
} as const;

/** Base font size and the html font size the rem computation assumes, in px. */
export const TYPOGRAPHY_SIZES = { fontSize: 14, htmlFontSize: 16 } as const;

/** Minimum contrast ratio between a colour and the text chosen for it. */
export const CONTRAST_THRESHOLD = 3;

/** Number of levels in the shadow scale. */
export const SHADOW_LEVELS = 25;

/** The attribute on <html> that carries the colour scheme ("light" | "dark"). */
export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';

/** localStorage key of the colour mode preference (shared with the reference site). */
export const MODE_STORAGE_KEY = 'mui-mode';

/** Browser-chrome colour (`<meta name="theme-color">`) for each mode. */
export const THEME_COLOR = { light: '#ffffff', dark: '#0c1117' } as const;
