import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  copyFontFiles,
  fallbackOverrides,
  fallbackFontFaceCss,
  webFontFaceCss,
  webFontVersion,
  fontPackageVersion,
  iconFontCss,
  iconFontRules,
  readFontMetrics,
} from './fontFaceCss';
import {
  FONT_STACK,
  ICON_FONTS,
  LATIN_UNICODE_RANGE,
  SELF_HOSTED_FONTS,
  SITE_FONT,
  fontFileName,
  type IconFont,
} from '../webFonts';

const root = path.resolve(import.meta.dirname, '../../../../..');

describe('fallbackOverrides', () => {
  it('scales the local font to the web font width, and takes the web font vertical metrics', () => {
    const web = { ascent: 1000, descent: -250, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 500 };
    const local = { ascent: 1800, descent: -400, lineGap: 60, unitsPerEm: 2000, xWidthAvg: 1000 };
    expect(fallbackOverrides(web, local)).toEqual({
      sizeAdjust: '100.00%',
      ascentOverride: '100.00%',
      descentOverride: '25.00%',
      lineGapOverride: '0.00%',
    });
    expect(fallbackOverrides({ ...web, xWidthAvg: 400 }, local).sizeAdjust).toBe('80.00%');
    expect(fallbackOverrides({ ...web, xWidthAvg: 400 }, local).ascentOverride).toBe('125.00%');
  });
});

describe('the site font', () => {
  it('has its metrics, and the fallback base its own, in the table Next.js ships', () => {
    expect(readFontMetrics(root, SITE_FONT.metricsKey).unitsPerEm).toBe(1000);
    expect(readFontMetrics(root, 'arial').unitsPerEm).toBe(2048);
    expect(() => readFontMetrics(root, 'noSuchFont')).toThrow('No font metrics for "noSuchFont"');
  });

  it('declares each weight once, from its versioned folder, with the package own Latin range', () => {
    const css = webFontFaceCss(root);
    const version = fontPackageVersion(root, SITE_FONT);
    for (const weight of SITE_FONT.weights) {
      expect(css).toContain(
        `font-weight:${weight};font-display:optional;src:url(/static/fonts/ibm-plex-sans-${version}/${fontFileName(SITE_FONT, weight)}) format("woff2")`,
      );
    }
    expect(css.match(/font-family:"IBM Plex Sans"/g)).toHaveLength(SITE_FONT.weights.length);
    expect(fallbackFontFaceCss(root)).toMatch(
      /font-family:"IBM Plex Sans Fallback";src:local\("Arial"\)[^}]*size-adjust:\d+\.\d+%/,
    );
    // The range is the package's own (one source: the package; this constant must follow it).
    const packageCss = fs.readFileSync(
      path.join(root, 'node_modules', SITE_FONT.packageName, '400.css'),
      'utf8',
    );
    expect(packageCss).toContain(`unicode-range: ${LATIN_UNICODE_RANGE};`);
  });

  it('is first in the stack, its fallback second, with CJK fonts for Chinese pages', () => {
    expect(FONT_STACK.startsWith('"IBM Plex Sans", "IBM Plex Sans Fallback", ')).toBe(true);
    expect(FONT_STACK).toContain('"PingFang SC"');
  });

  it('has a version naming its package version and weights', () => {
    expect(webFontVersion(root)).toBe(`${fontPackageVersion(root, SITE_FONT)}:400,500,600,700`);
  });
});

describe('the icon fonts', () => {
  const font: IconFont = {
    family: 'Icons X',
    className: 'icons-x',
    packageName: 'icons-x',
    filePrefix: 'icons-x',
    weights: [400],
  };

  it('declares the face from its versioned folder, shown only once the file is there', () => {
    expect(iconFontRules(font, '1.2.3')).toContain(
      '@font-face{font-family:"Icons X";font-style:normal;font-weight:400;font-display:block;src:url(/static/fonts/icons-x-1.2.3/icons-x-latin-400-normal.woff2) format("woff2")}',
    );
    // No unicode-range: the glyphs' own code points (Private Use Area) work too.
    expect(iconFontRules(font, '1.2.3')).not.toContain('unicode-range');
  });

  it('draws ligatures in the class, and leaves size and display to whatever else styles the element', () => {
    const css = iconFontRules(font, '1.2.3');
    const rule = /(?:^|\})\.icons-x\{([^}]*)\}/.exec(css)?.[1];
    expect(rule).toContain('font-family:"Icons X"');
    expect(rule).toContain('font-feature-settings:"liga"');
    expect(rule).toContain('letter-spacing:normal');
    expect(rule).toContain('text-transform:none');
    expect(rule).toContain('white-space:nowrap');
    expect(rule).toContain('direction:ltr');
    expect(rule).not.toMatch(/font-size|display|line-height/);
    // :where() weighs nothing, so Material UI's fontSize="large" class wins in any order.
    expect(css).toContain(':where(.icons-x){display:inline-block;font-size:24px;line-height:1}');
  });

  it('covers the classes Material UI writes, with the installed packages files', () => {
    expect(ICON_FONTS.map((each) => each.className)).toEqual([
      'material-icons',
      'material-icons-two-tone',
    ]);
    const css = iconFontCss(root);
    for (const each of ICON_FONTS) {
      const version = fontPackageVersion(root, each);
      expect(css).toContain(
        `src:url(/static/fonts/${each.filePrefix}-${version}/${fontFileName(each, 400)}) format("woff2")`,
      );
      expect(
        fs.existsSync(
          path.join(root, 'node_modules', each.packageName, 'files', fontFileName(each, 400)),
        ),
      ).toBe(true);
      expect(css).toContain(`.${each.className}{font-family:"${each.family}";`);
    }
  });
});

describe('copyFontFiles', () => {
  it('copies exactly the files the site declares into public/static/fonts, one folder per package version', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'fonts-'));
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(site, 'node_modules'));
    fs.mkdirSync(path.join(site, 'public/static/fonts/ibm-plex-sans-0.0.1'), { recursive: true });
    const files = SELF_HOSTED_FONTS.flatMap((font) =>
      font.weights.map((weight) => ({ font, file: fontFileName(font, weight) })),
    );
    expect(copyFontFiles(site)).toBe(files.length);
    // An older version's folder is gone; each package's folder holds one file per weight.
    const folders = SELF_HOSTED_FONTS.map(
      (font) => `${font.filePrefix}-${fontPackageVersion(root, font)}`,
    );
    expect(fs.readdirSync(path.join(site, 'public/static/fonts')).sort()).toEqual(folders.sort());
    for (const font of SELF_HOSTED_FONTS) {
      const folder = path.join(
        site,
        'public/static/fonts',
        `${font.filePrefix}-${fontPackageVersion(root, font)}`,
      );
      expect(fs.readdirSync(folder).sort()).toEqual(
        font.weights.map((weight) => fontFileName(font, weight)).sort(),
      );
    }
    fs.rmSync(site, { recursive: true, force: true });
  });
});
