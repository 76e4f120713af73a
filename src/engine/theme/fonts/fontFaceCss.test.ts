import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFontFiles, fallbackOverrides, fontFaceCss, fontPackageVersion, preloadedFontUrls, readFontMetrics } from './fontFaceCss';
import { FONT_STACK, LATIN_UNICODE_RANGE, SITE_FONT, fontFileName } from './webFonts';

const root = path.resolve(import.meta.dirname, '../../../..');

describe('fallbackOverrides', () => {
  it('scales the local font to the web font width, and takes the web font vertical metrics', () => {
    const web = { ascent: 1000, descent: -250, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 500 };
    const local = { ascent: 1800, descent: -400, lineGap: 60, unitsPerEm: 2000, xWidthAvg: 1000 };
    expect(fallbackOverrides(web, local)).toEqual({ sizeAdjust: '100.00%', ascentOverride: '100.00%', descentOverride: '25.00%', lineGapOverride: '0.00%' });
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
    const css = fontFaceCss(root);
    const version = fontPackageVersion(root, SITE_FONT);
    for (const weight of SITE_FONT.weights) {
      expect(css).toContain(`font-weight:${weight};font-display:optional;src:url(/static/fonts/ibm-plex-sans-${version}/${fontFileName(SITE_FONT, weight)}) format("woff2")`);
    }
    expect(css.match(/font-family:"IBM Plex Sans"/g)).toHaveLength(SITE_FONT.weights.length);
    expect(css).toMatch(/font-family:"IBM Plex Sans Fallback";src:local\("Arial"\)[^}]*size-adjust:\d+\.\d+%/);
    // The range is the package's own (one source: the package; this constant must follow it).
    const packageCss = fs.readFileSync(path.join(root, 'node_modules', SITE_FONT.packageName, '400.css'), 'utf8');
    expect(packageCss).toContain(`unicode-range: ${LATIN_UNICODE_RANGE};`);
  });

  it('is first in the stack, its fallback second, with CJK fonts for Chinese pages', () => {
    expect(FONT_STACK.startsWith('"IBM Plex Sans", "IBM Plex Sans Fallback", ')).toBe(true);
    expect(FONT_STACK).toContain('"PingFang SC"');
  });

  it('preloads the regular weight only', () => {
    expect(preloadedFontUrls(root)).toEqual([`/static/fonts/ibm-plex-sans-${fontPackageVersion(root, SITE_FONT)}/ibm-plex-sans-latin-400-normal.woff2`]);
  });

  it('copies exactly the files it declares into public/static/fonts', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'fonts-'));
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(site, 'node_modules'));
    fs.mkdirSync(path.join(site, 'public/static/fonts/ibm-plex-sans-0.0.1'), { recursive: true });
    expect(copyFontFiles(site)).toBe(SITE_FONT.weights.length);
    const version = fontPackageVersion(root, SITE_FONT);
    // An older version's folder is gone; the new one holds one file per weight.
    expect(fs.readdirSync(path.join(site, 'public/static/fonts'))).toEqual([`ibm-plex-sans-${version}`]);
    expect(fs.readdirSync(path.join(site, 'public/static/fonts', `ibm-plex-sans-${version}`)).sort()).toEqual(
      SITE_FONT.weights.map((weight) => fontFileName(SITE_FONT, weight)).sort(),
    );
    fs.rmSync(site, { recursive: true, force: true });
  });
});
