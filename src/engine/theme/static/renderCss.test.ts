import { describe, expect, it } from 'vitest';
import { createDocsTheme } from '../docsTheme';
import { renderStaticStyles, styleObjectToCss } from './renderCss';
import { staticStyle } from './staticStyle';

const theme = createDocsTheme();

describe('static styles', () => {
  it('resolve nested selectors, media queries and theme values into flat CSS', () => {
    const css = renderStaticStyles(theme, [
      staticStyle('.box', (t) => ({
        paddingInline: t.spacing(2),
        color: t.vars.palette.primary.main,
        '& .child': { marginInlineStart: 8 },
        [t.breakpoints.up('lg')]: { display: 'none' },
        ...t.applyStyles('dark', { opacity: 0.5 }),
      })),
    ]);
    expect(css).toContain(
      '.box{padding-inline:calc(2 * var(--mui-spacing, 8px));color:var(--mui-palette-primary-main, #0b6bcb);}',
    );
    expect(css).toMatch(/\.box \.child\{[^}]*margin-inline-start:8px;\}/);
    expect(css).toContain('@media (min-width:1200px){.box{display:none;}}');
    expect(css).toContain('*:where([data-mui-color-scheme="dark"]) .box{opacity:0.5;}');
  });

  it('reject physical horizontal properties, naming the selector and the property', () => {
    for (const [property, value] of [
      ['marginLeft', 8],
      ['paddingRight', 8],
      ['left', 0],
      ['borderRight', '1px solid'],
      ['textAlign', 'left'],
    ] as const) {
      expect(() =>
        renderStaticStyles(theme, [staticStyle('.drawer', () => ({ [property]: value }))]),
      ).toThrow(/Static style "\.drawer" uses the physical property/);
    }
    expect(() =>
      renderStaticStyles(theme, [staticStyle('.drawer', () => ({ '& a': { right: 0 } }))]),
    ).toThrow(/"right"/);
    // Values that merely contain the words are fine.
    expect(() =>
      renderStaticStyles(theme, [
        staticStyle('.x', () => ({ transformOrigin: 'left top', textAlign: 'start' })),
      ]),
    ).not.toThrow();
  });

  it('serialise global objects without a selector', () => {
    expect(styleObjectToCss('', { ':root': { '--x': '1px' }, html: { margin: 0 } })).toBe(
      ':root{--x:1px;}html{margin:0;}',
    );
  });
});
