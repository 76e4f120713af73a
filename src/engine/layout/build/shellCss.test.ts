import { describe, expect, it } from 'vitest';
import { shellCss } from './shellCss';
import { SHELL_STYLES } from './shellStyles';

describe('the shell stylesheet', () => {
  const css = shellCss();

  it('holds the fallback font face, the theme variables of both colour schemes, then the baseline and every shell style', () => {
    expect(css).toMatch(/^@font-face\{font-family:"IBM Plex Sans Fallback";/);
    // The web font's own faces are the document's, switched on apart (webFontLoading.ts).
    expect(css).not.toContain('font-family:"IBM Plex Sans";');
    expect(css).toMatch(/\}:root\{--mui-spacing:8px;/);
    expect(css).toContain('[data-mui-color-scheme="dark"]{');
    expect(css).toContain('--mui-palette-background-default:#0c1117');
    expect(css).toContain('body{margin:0;');
    for (const { selector } of SHELL_STYLES) if (selector) expect(css).toContain(selector);
  });

  it('has no value left unresolved', () => {
    // Material UI writes "undefined" as the fallback of a few channel variables it always defines.
    expect(css.replaceAll(', undefined)', ')')).not.toMatch(/undefined|NaN|\[object/);
  });
});
