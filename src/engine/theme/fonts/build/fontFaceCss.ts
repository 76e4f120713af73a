import fs from 'node:fs';
import path from 'node:path';
import {
  FALLBACK_BASE,
  FONTS_URL,
  ICON_FONTS,
  LATIN_UNICODE_RANGE,
  SELF_HOSTED_FONTS,
  SITE_FONT,
  fallbackFamily,
  fontFileName,
  fontUrl,
  type FontPackage,
  type IconFont,
  type WebFont,
} from '../webFonts';

/** The vertical metrics and average width of a font, as Next.js's capsize table gives them. */
export interface FontMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * The overrides that make a local font take the room the web font will: scaled to the same
 * average character width, with the web font's ascent, descent and line gap. Text drawn in the
 * fallback while the web font loads then barely moves when it arrives (no layout shift). Pure.
 */
export function fallbackOverrides(font: FontMetrics, base: FontMetrics) {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (base.xWidthAvg / base.unitsPerEm);
  const em = font.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(font.ascent / em),
    descentOverride: percent(Math.abs(font.descent) / em),
    lineGapOverride: percent(font.lineGap / em),
  };
}

/** The metrics of a family from the table Next.js ships for its font fallbacks. */
export function readFontMetrics(root: string, key: string): FontMetrics {
  const table = JSON.parse(
    fs.readFileSync(
      path.join(root, 'node_modules/next/dist/server/capsize-font-metrics.json'),
      'utf8',
    ),
  ) as Record<string, FontMetrics>;
  const metrics = table[key];
  if (!metrics)
    throw new Error(`No font metrics for "${key}" in Next.js's capsize-font-metrics.json`);
  return metrics;
}

const versions = new Map<string, string>();

/**
 * The installed version of a font's package (the folder its files are served from), read once per
 * build process: `_document` asks for it on every one of the ~1,000 pages it renders.
 */
export function fontPackageVersion(root: string, font: FontPackage): string {
  const file = path.join(root, 'node_modules', font.packageName, 'package.json');
  let version = versions.get(file);
  if (version === undefined) {
    version = (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
    versions.set(file, version);
  }
  return version;
}

/**
 * The @font-face rules of the site's font, one per weight. `optional`, not `swap`: a weight that
 * has not arrived when the page first renders (Chrome waits up to 100 ms for it) is not swapped in
 * later in that document, since no fallback matches every line's width and a swap re-wraps the
 * title and description and moves everything below them (a layout shift of 0.015 at 375 px on the
 * Licensing page, measured with `swap`).
 *
 * The document holds these rules switched off until the reader's browser has the files
 * (webFontLoading.ts): a first visit paints in the fallback without asking for them.
 */
export function webFontFaceCss(root: string, font: WebFont = SITE_FONT): string {
  const version = fontPackageVersion(root, font);
  return font.weights
    .map(
      (weight) =>
        `@font-face{font-family:"${font.family}";font-style:normal;font-weight:${weight};font-display:optional;` +
        `src:url(${fontUrl(font, version, weight)}) format("woff2");unicode-range:${LATIN_UNICODE_RANGE}}`,
    )
    .join('');
}

/** The fallback face: a local font with overrides that give it the web font's metrics. */
export function fallbackFontFaceCss(root: string, font: WebFont = SITE_FONT): string {
  const overrides = fallbackOverrides(
    readFontMetrics(root, font.metricsKey),
    readFontMetrics(root, FALLBACK_BASE.metricsKey),
  );
  const local = FALLBACK_BASE.localNames.map((name) => `local("${name}")`).join(',');
  return (
    `@font-face{font-family:"${fallbackFamily(font)}";src:${local};size-adjust:${overrides.sizeAdjust};` +
    `ascent-override:${overrides.ascentOverride};descent-override:${overrides.descentOverride};line-gap-override:${overrides.lineGapOverride}}`
  );
}

/**
 * What identifies the site font's files: its package version (in every file's URL) and weights.
 * A browser that warmed other files than these asks for them again.
 */
export function webFontVersion(root: string, font: WebFont = SITE_FONT): string {
  return `${fontPackageVersion(root, font)}:${font.weights.join(',')}`;
}

/**
 * The stylesheet of one icon font: its face and its class. `block`: until the file arrives the
 * ligature's word ("home") is drawn invisible rather than in another face, so a reader never sees
 * the word in place of the icon (after 3 s without the file it shows). No unicode-range: the
 * ligatures are Latin letters, and the glyphs' own code points sit in the Private Use Area.
 *
 * The properties an icon needs to be drawn (the family, ligatures on, no letter spacing, case
 * change or wrapping, left to right in either direction) are on the class. Its size, display and
 * line height are defaults under `:where()`, which weighs nothing in the cascade: Material UI's
 * `<Icon fontSize="large">` or a demo's `sx` set them with a class of their own, and win whatever
 * the order of the style elements. Pure.
 */
export function iconFontRules(font: IconFont, version: string): string {
  const faces = font.weights.map(
    (weight) =>
      `@font-face{font-family:"${font.family}";font-style:normal;font-weight:${weight};font-display:block;` +
      `src:url(${fontUrl(font, version, weight)}) format("woff2")}`,
  );
  const selector = `.${font.className}`;
  return (
    faces.join('') +
    `${selector}{font-family:"${font.family}";font-weight:normal;font-style:normal;letter-spacing:normal;text-transform:none;` +
    'white-space:nowrap;word-wrap:normal;direction:ltr;-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;' +
    'text-rendering:optimizeLegibility;font-feature-settings:"liga"}' +
    `:where(${selector}){display:inline-block;font-size:24px;line-height:1}`
  );
}

/** The stylesheet of every icon font, with the installed packages' versions (the content build writes it). */
export function iconFontCss(root: string, fonts: readonly IconFont[] = ICON_FONTS): string {
  return fonts.map((font) => iconFontRules(font, fontPackageVersion(root, font))).join('');
}

/**
 * Copies the font files the site uses from their packages to public/ (generated, not
 * committed), each package's in a folder named by its version, and removes every other folder
 * (older versions). Returns the number of files copied.
 */
export function copyFontFiles(
  root: string,
  fonts: readonly FontPackage[] = SELF_HOSTED_FONTS,
): number {
  const folder = path.join(root, 'public', FONTS_URL);
  fs.rmSync(folder, { recursive: true, force: true });
  let copied = 0;
  for (const font of fonts) {
    const version = fontPackageVersion(root, font);
    const target = path.join(root, 'public', fontUrl(font, version, font.weights[0]), '..');
    fs.mkdirSync(target, { recursive: true });
    for (const weight of font.weights) {
      const file = fontFileName(font, weight);
      fs.copyFileSync(
        path.join(root, 'node_modules', font.packageName, 'files', file),
        path.join(target, file),
      );
      copied += 1;
    }
  }
  return copied;
}
