import { describe, expect, it } from 'vitest';
import { createDemoTheme } from './demoTheme';
import { INITIAL_THEME_PREFERENCES } from './themePreferences';

describe('createDemoTheme', () => {
  it('keeps Material UI radius 4 and follows the spacing preference', () => {
    expect(createDemoTheme(INITIAL_THEME_PREFERENCES).shape.borderRadius).toBe(4);
    expect(createDemoTheme({ ...INITIAL_THEME_PREFERENCES, spacing: 4 }).spacing(2)).toBe('8px');
  });

  it('gives components small sizes in dense mode only', () => {
    expect(
      createDemoTheme({ ...INITIAL_THEME_PREFERENCES, dense: true }).components?.MuiButton
        ?.defaultProps,
    ).toEqual({ size: 'small' });
    expect(createDemoTheme(INITIAL_THEME_PREFERENCES).components?.MuiButton).toBeUndefined();
  });

  it('follows direction, mode and custom colours', () => {
    const theme = createDemoTheme({
      ...INITIAL_THEME_PREFERENCES,
      direction: 'rtl',
      paletteMode: 'dark',
      paletteColors: { primary: { main: '#2e7d32' } },
    });
    expect(theme.direction).toBe('rtl');
    expect(theme.palette.mode).toBe('dark');
    expect(theme.palette.primary.main).toBe('#2e7d32');
  });
});
