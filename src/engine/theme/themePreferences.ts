import { SPACING_UNIT } from './constants';
import type { PaletteColors } from './docsTheme';

/** The reader's theme preferences (colour mode, direction, density and colours). */
export interface ThemePreferences {
  spacing: number;
  dense: boolean;
  direction: 'ltr' | 'rtl';
  paletteColors: PaletteColors;
  paletteMode: 'light' | 'dark';
}

/** Preferences before the reader changes anything. */
export const INITIAL_THEME_PREFERENCES: ThemePreferences = {
  spacing: SPACING_UNIT,
  dense: false,
  direction: 'ltr',
  paletteColors: {},
  paletteMode: 'light',
};

/** Actions the theme-preference reducer understands. */
export type ThemePreferencesAction =
  | { type: 'SET_SPACING'; payload: number }
  | { type: 'INCREASE_SPACING' }
  | { type: 'DECREASE_SPACING' }
  | { type: 'SET_DENSE'; payload: boolean }
  | { type: 'RESET_DENSITY' }
  | { type: 'RESET_COLORS' }
  | {
      type: 'CHANGE';
      payload: Partial<Pick<ThemePreferences, 'paletteMode' | 'direction' | 'paletteColors'>>;
    };

/**
 * The theme-preference reducer. CHANGE keeps fields it is not given, and returns the same state
 * object when nothing differs, so subscribers do not re-render. Any other action type throws.
 */
export function themePreferencesReducer(
  state: ThemePreferences,
  action: ThemePreferencesAction,
): ThemePreferences {
  switch (action.type) {
    case 'SET_SPACING':
      return { ...state, spacing: action.payload };
    case 'INCREASE_SPACING':
      return { ...state, spacing: state.spacing + 1 };
    case 'DECREASE_SPACING':
      return { ...state, spacing: state.spacing - 1 };
    case 'SET_DENSE':
      return { ...state, dense: action.payload };
    case 'RESET_DENSITY':
      return { ...state, dense: false, spacing: SPACING_UNIT };
    case 'RESET_COLORS':
      return { ...state, paletteColors: {} };
    case 'CHANGE': {
      const paletteMode = action.payload.paletteMode || state.paletteMode;
      const direction = action.payload.direction || state.direction;
      const paletteColors = action.payload.paletteColors || state.paletteColors;
      if (
        paletteMode === state.paletteMode &&
        direction === state.direction &&
        paletteColors === state.paletteColors
      ) {
        return state;
      }
      return { ...state, paletteMode, direction, paletteColors };
    }
    default:
      throw new Error(`Unrecognized type ${(action as { type: string }).type}`);
  }
}
