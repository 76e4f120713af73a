import { describe, expect, it } from 'vitest';
import { SHADOW_LEVELS } from './constants';
import { createDocsTheme } from './docsTheme';

describe('docs theme', () => {
  const theme = createDocsTheme();

  it('uses the breakpoints, spacing and radius of the spec', () => {
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(theme.spacing(2)).toBe('calc(2 * var(--mui-spacing, 8px))');
    expect(createDocsTheme({ overrides: { cssVariables: false } }).spacing(2)).toBe('16px');
    expect(theme.shape.borderRadius).toBe(12);
  });

  it('uses the z-index layers and transition durations of the spec', () => {
    expect(theme.zIndex).toMatchObject({
      mobileStepper: 1000,
      fab: 1050,
      speedDial: 1050,
      appBar: 1100,
      drawer: 1200,
      modal: 1300,
      snackbar: 1400,
      tooltip: 1500,
    });
    expect(theme.transitions.duration).toMatchObject({
      shortest: 150,
      shorter: 200,
      short: 250,
      standard: 300,
      complex: 375,
      enteringScreen: 225,
      leavingScreen: 195,
    });
  });

  it('uses a 14px base font on a 16px html size, 25 shadows and a contrast threshold of 3', () => {
    expect(theme.typography.fontSize).toBe(14);
    expect(theme.typography.htmlFontSize).toBe(16);
    expect(theme.shadows).toHaveLength(SHADOW_LEVELS);
    expect(theme.palette.contrastThreshold).toBe(3);
  });

  it('has light and dark colour schemes', () => {
    expect(Object.keys(theme.colorSchemes)).toEqual(['light', 'dark']);
    expect(theme.colorSchemes.dark?.palette.background.default).toBe('#0c1117');
  });

  it('applies custom palette colours and picks contrast text with the threshold', () => {
    const custom = createDocsTheme({
      paletteColors: { primary: { main: '#ffeb3b' }, secondary: { main: '#1a237e' } },
    });
    expect(custom.colorSchemes.light?.palette.primary.main).toBe('#ffeb3b');
    expect(custom.colorSchemes.light?.palette.primary.contrastText).toBe('rgba(0, 0, 0, 0.87)');
    expect(custom.colorSchemes.light?.palette.secondary.contrastText).toBe('#fff');
  });

  it('throws for a colour without main, a non-string main, or an invalid colour string', () => {
    expect(() => createDocsTheme({ paletteColors: { primary: {} as never } })).toThrow(/main/);
    expect(() => createDocsTheme({ paletteColors: { primary: { main: 42 as never } } })).toThrow(
      /main.*string|string/i,
    );
    expect(() => createDocsTheme({ paletteColors: { primary: { main: 'not-a-colour' } } })).toThrow(
      /Unsupported `not-a-colour` color/,
    );
  });

  it('rejects the vars option', () => {
    expect(() => createDocsTheme({ overrides: { vars: {} } as never })).toThrow(
      /`vars` is a private field/,
    );
  });

  it('mirrors for right-to-left', () => {
    expect(createDocsTheme({ direction: 'rtl' }).direction).toBe('rtl');
  });
});
