import { describe, expect, it } from 'vitest';
import {
  INITIAL_THEME_PREFERENCES as initial,
  themePreferencesReducer as reduce,
} from './themePreferences';

describe('themePreferencesReducer', () => {
  it('starts from the documented defaults', () => {
    expect(initial).toEqual({
      spacing: 8,
      dense: false,
      direction: 'ltr',
      paletteColors: {},
      paletteMode: 'light',
    });
  });

  it('sets, increases and decreases the spacing', () => {
    expect(reduce(initial, { type: 'SET_SPACING', payload: 6 }).spacing).toBe(6);
    expect(reduce(initial, { type: 'INCREASE_SPACING' }).spacing).toBe(9);
    expect(reduce(initial, { type: 'DECREASE_SPACING' }).spacing).toBe(7);
  });

  it('sets dense and resets the density', () => {
    const dense = reduce(reduce(initial, { type: 'SET_DENSE', payload: true }), {
      type: 'SET_SPACING',
      payload: 4,
    });
    expect(dense).toMatchObject({ dense: true, spacing: 4 });
    expect(reduce(dense, { type: 'RESET_DENSITY' })).toMatchObject({ dense: false, spacing: 8 });
  });

  it('resets the colours', () => {
    const coloured = reduce(initial, {
      type: 'CHANGE',
      payload: { paletteColors: { primary: { main: '#ff0000' } } },
    });
    expect(coloured.paletteColors).toEqual({ primary: { main: '#ff0000' } });
    expect(reduce(coloured, { type: 'RESET_COLORS' }).paletteColors).toEqual({});
  });

  it('changes mode, direction and colours, keeping fields it is not given', () => {
    const next = reduce(initial, { type: 'CHANGE', payload: { paletteMode: 'dark' } });
    expect(next).toEqual({ ...initial, paletteMode: 'dark' });
    expect(reduce(next, { type: 'CHANGE', payload: { direction: 'rtl' } })).toEqual({
      ...initial,
      paletteMode: 'dark',
      direction: 'rtl',
    });
  });

  it('returns the same state object when CHANGE changes nothing', () => {
    expect(reduce(initial, { type: 'CHANGE', payload: {} })).toBe(initial);
    expect(
      reduce(initial, { type: 'CHANGE', payload: { paletteMode: 'light', direction: 'ltr' } }),
    ).toBe(initial);
    expect(
      reduce(initial, { type: 'CHANGE', payload: { paletteColors: initial.paletteColors } }),
    ).toBe(initial);
  });

  it('throws on any other action type, naming it', () => {
    expect(() => reduce(initial, { type: 'TOGGLE_EVERYTHING' } as never)).toThrow(
      'Unrecognized type TOGGLE_EVERYTHING',
    );
  });
});
