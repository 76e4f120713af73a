/**
 * The site's web font, self-hosted from its npm package (no font service is asked at build, test
 * or run time): IBM Plex Sans, as on the reference site, Latin subset, weights 400 to 700. The
 * build copies the files to public/ (copyFontFiles.ts); the shell's stylesheet declares them with
 * a metric-matched fallback (fontFaceCss.ts), and every page preloads the regular weight.
 *
 * Build-time only (the document and the build read it); nothing here reaches the browser as
 * JavaScript.
 */

/** Where the font files are served from; each package's files sit in a folder named by its version. */
export const FONTS_URL = '/static/fonts';

/** The Latin subset's characters, as the font package's own stylesheet declares them. */
export const LATIN_UNICODE_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

export interface WebFont {
  family: string;
  /** The npm package the files come from. */
  packageName: string;
  /** Its files' name prefix (`<prefix>-latin-<weight>-normal.woff2`). */
  filePrefix: string;
  weights: readonly number[];
  /** Weights preloaded by every page: the one most text on a page is set in. */
  preload: readonly number[];
  /** Key of the family in Next.js's table of font metrics (for the fallback's overrides). */
  metricsKey: string;
}

export const SITE_FONT: WebFont = {
  family: 'IBM Plex Sans',
  packageName: '@fontsource/ibm-plex-sans',
  filePrefix: 'ibm-plex-sans',
  weights: [400, 500, 600, 700],
  preload: [400],
  metricsKey: 'iBMPlexSans',
};

/** The local font the fallback face is made of, scaled to the web font's metrics. */
export const FALLBACK_BASE = { metricsKey: 'arial', localNames: ['Arial', 'ArialMT', 'Liberation Sans', 'Helvetica'] } as const;

/** Name of the metric-matched fallback face of a family. */
export const fallbackFamily = (font: WebFont) => `${font.family} Fallback`;

/** The file name of one weight of a font. */
export const fontFileName = (font: WebFont, weight: number) => `${font.filePrefix}-latin-${weight}-normal.woff2`;

/** The URL of one weight of a font, in the folder of the package's version. */
export const fontUrl = (font: WebFont, version: string, weight: number) => `${FONTS_URL}/${font.filePrefix}-${version}/${fontFileName(font, weight)}`;

/**
 * The site's font stack: the web font, its fallback (shown until the web font arrives, scaled so
 * the text takes the same room), then system fonts, with the CJK fonts Chinese pages need (the
 * web font's Latin subset does not cover their characters, which fall through to these).
 */
export const FONT_STACK = [
  `"${SITE_FONT.family}"`,
  `"${fallbackFamily(SITE_FONT)}"`,
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  '"Helvetica Neue"',
  'Arial',
  '"PingFang SC"',
  '"Microsoft YaHei"',
  'sans-serif',
].join(', ');
