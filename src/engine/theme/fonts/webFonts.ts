/**
 * The site's fonts, self-hosted from their npm packages (no font service is asked at build, test
 * or run time). IBM Plex Sans, as on the reference site, Latin subset, weights 400 to 700: the
 * shell's stylesheet declares a metric-matched fallback (fontFaceCss.ts), and the document the
 * font's faces, switched on once the reader's browser has its files (webFontLoading.ts). The Material Icons fonts, for demos using Material UI's `<Icon>`:
 * their stylesheet is generated at build time (iconFontCss) and added by a demo page only once an
 * icon appears (src/engine/demos/iconFontStylesheet.ts). The build copies every file to public/
 * (copyFontFiles).
 *
 * Build-time only (the document and the build read it); nothing here reaches the browser as
 * JavaScript.
 */

import { FONTS_URL } from './fontsUrl';

export { FONTS_URL };

/** The Latin subset's characters, as the font package's own stylesheet declares them. */
export const LATIN_UNICODE_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/** A family whose files come from a Fontsource package (`files/<prefix>-latin-<weight>-normal.woff2`). */
export interface FontPackage {
  family: string;
  /** The npm package the files come from. */
  packageName: string;
  /** Its files' name prefix (`<prefix>-latin-<weight>-normal.woff2`). */
  filePrefix: string;
  weights: readonly number[];
}

export interface WebFont extends FontPackage {
  /** Key of the family in Next.js's table of font metrics (for the fallback's overrides). */
  metricsKey: string;
}

export const SITE_FONT: WebFont = {
  family: 'IBM Plex Sans',
  packageName: '@fontsource/ibm-plex-sans',
  filePrefix: 'ibm-plex-sans',
  weights: [400, 500, 600, 700],
  metricsKey: 'iBMPlexSans',
};

/** An icon font: ligatures (`home`) drawn as glyphs by elements of its class. */
export interface IconFont extends FontPackage {
  /** The class that sets it, as Material UI's `<Icon baseClassName>` writes it. */
  className: string;
}

/**
 * The icon fonts Material UI's `<Icon>` uses: its default class, and the two-tone one. Their
 * Latin "subset" is the whole font: the ligatures are spelt with Latin letters.
 */
export const ICON_FONTS: readonly IconFont[] = [
  {
    family: 'Material Icons',
    className: 'material-icons',
    packageName: '@fontsource/material-icons',
    filePrefix: 'material-icons',
    weights: [400],
  },
  {
    family: 'Material Icons Two Tone',
    className: 'material-icons-two-tone',
    packageName: '@fontsource/material-icons-two-tone',
    filePrefix: 'material-icons-two-tone',
    weights: [400],
  },
];

/** Every font whose files the build copies to public/. */
export const SELF_HOSTED_FONTS: readonly FontPackage[] = [SITE_FONT, ...ICON_FONTS];

/** The local font the fallback face is made of, scaled to the web font's metrics. */
export const FALLBACK_BASE = {
  metricsKey: 'arial',
  localNames: ['Arial', 'ArialMT', 'Liberation Sans', 'Helvetica'],
} as const;

/** Name of the metric-matched fallback face of a family. */
export const fallbackFamily = (font: WebFont) => `${font.family} Fallback`;

/** The file name of one weight of a font. */
export const fontFileName = (font: FontPackage, weight: number) =>
  `${font.filePrefix}-latin-${weight}-normal.woff2`;

/** The URL of one weight of a font, in the folder of the package's version. */
export const fontUrl = (font: FontPackage, version: string, weight: number) =>
  `${FONTS_URL}/${font.filePrefix}-${version}/${fontFileName(font, weight)}`;

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
