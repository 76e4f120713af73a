import * as React from 'react';
import { getCookie, setPreferenceCookie } from '../client/cookies';
import { showScheme, useColorMode } from './colorMode';
import type { PaletteColors } from './docsTheme';
import {
  INITIAL_THEME_PREFERENCES,
  themePreferencesReducer,
  type ThemePreferences,
  type ThemePreferencesAction,
} from './themePreferences';

const MISSING_PROVIDER = 'Forgot to wrap component in `ThemeProvider`';
const PALETTE_COOKIE = 'paletteColors';

// Custom colours rewrite the theme's CSS variables; the code that derives them (Material UI's
// colour functions) loads only for readers who picked colours.
const CustomPaletteVariables = React.lazy(() => import('./CustomPaletteVariables'));

const StateContext = React.createContext<ThemePreferences | null>(null);
const DispatchContext = React.createContext<React.Dispatch<ThemePreferencesAction> | null>(null);

/** The reader's theme preferences; throws outside ThemePreferencesProvider. */
export function useThemePreferences(): ThemePreferences {
  const state = React.useContext(StateContext);
  if (!state) throw new Error(MISSING_PROVIDER);
  return state;
}

/** Dispatches a theme-preference action; throws outside ThemePreferencesProvider. */
export function useThemePreferencesDispatch(): React.Dispatch<ThemePreferencesAction> {
  const dispatch = React.useContext(DispatchContext);
  if (!dispatch) throw new Error(MISSING_PROVIDER);
  return dispatch;
}

/** Shorthand for a CHANGE action (mode, direction, colours). */
export function useChangeTheme() {
  const dispatch = useThemePreferencesDispatch();
  return React.useCallback(
    (payload: Extract<ThemePreferencesAction, { type: 'CHANGE' }>['payload']) =>
      dispatch({ type: 'CHANGE', payload }),
    [dispatch],
  );
}

function readPaletteCookie(): PaletteColors | undefined {
  try {
    const value = getCookie(PALETTE_COOKIE);
    return value ? (JSON.parse(value) as PaletteColors) : undefined;
  } catch {
    return undefined; // on the server, or a corrupt cookie: keep the default colours
  }
}

/**
 * Holds the theme preferences and applies those the shell shows: the direction (html `dir`; the
 * shell's CSS is written with logical properties, so it mirrors itself), the colour mode (see
 * colorMode.ts) and custom colours. Material UI themes are built only where Material UI renders
 * (demos, dialogs: see IslandTheme.tsx), from these preferences.
 */
export function ThemePreferencesProvider({ children }: { children: React.ReactNode }) {
  const [state, dispatch] = React.useReducer(themePreferencesReducer, INITIAL_THEME_PREFERENCES);
  const { scheme } = useColorMode();

  React.useEffect(() => {
    dispatch({ type: 'CHANGE', payload: { paletteMode: scheme } });
    showScheme(scheme); // the one place the scheme reaches <html> and the browser chrome after first paint
  }, [scheme]);
  React.useEffect(() => {
    const saved = readPaletteCookie();
    if (saved) dispatch({ type: 'CHANGE', payload: { paletteColors: saved } });
  }, []);
  const firstColours = React.useRef(true);
  React.useEffect(() => {
    if (firstColours.current) {
      firstColours.current = false;
      return;
    }
    setPreferenceCookie(PALETTE_COOKIE, JSON.stringify(state.paletteColors));
  }, [state.paletteColors]);
  React.useEffect(() => {
    // Writing `dir`, even its current value, restyles and lays out the whole page (3-5 ms on a
    // prose page), so a page served left to right keeps no attribute until the reader changes it.
    const root = document.documentElement;
    if ((root.getAttribute('dir') || 'ltr') !== state.direction) root.dir = state.direction;
  }, [state.direction]);

  const customColours = Object.keys(state.paletteColors).length > 0;
  return (
    <StateContext.Provider value={state}>
      <DispatchContext.Provider value={dispatch}>
        {children}
        {customColours ? (
          <React.Suspense fallback={null}>
            <CustomPaletteVariables colors={state.paletteColors} />
          </React.Suspense>
        ) : null}
      </DispatchContext.Provider>
    </StateContext.Provider>
  );
}
