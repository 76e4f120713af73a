import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache, type EmotionCache } from '@emotion/react';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import * as React from 'react';
import { usePage } from '../layout/PageContext';
import { getCookie, setPreferenceCookie } from '../preferences/cookies';
import { THEME_LOCALES } from './locales';
import { createDocsTheme, MODE_STORAGE_KEY, THEME_COLOR, type PaletteColors } from './docsTheme';
import {
  INITIAL_THEME_PREFERENCES,
  themePreferencesReducer,
  type ThemePreferences,
  type ThemePreferencesAction,
} from './themePreferences';

const MISSING_PROVIDER = 'Forgot to wrap component in `ThemeProvider`';
const PALETTE_COOKIE = 'paletteColors';

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
    (payload: Extract<ThemePreferencesAction, { type: 'CHANGE' }>['payload']) => dispatch({ type: 'CHANGE', payload }),
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

/** Keeps the preference state and the browser chrome in step with the effective colour scheme. */
function ColorSchemeSync({ dispatch }: { dispatch: React.Dispatch<ThemePreferencesAction> }) {
  const { mode, systemMode } = useColorScheme();
  const scheme = mode === 'system' ? systemMode : mode;
  React.useEffect(() => {
    if (!scheme) return;
    dispatch({ type: 'CHANGE', payload: { paletteMode: scheme } });
    document.querySelectorAll('meta[name="theme-color"]').forEach((meta) => meta.setAttribute('content', THEME_COLOR[scheme]));
  }, [scheme, dispatch]);
  return null;
}

/** Emotion cache that mirrors styles for right-to-left, loaded only when a reader picks RTL. */
function useRtlCache(direction: 'ltr' | 'rtl'): EmotionCache | null {
  const [cache, setCache] = React.useState<EmotionCache | null>(null);
  React.useEffect(() => {
    if (direction !== 'rtl' || cache) return;
    let live = true;
    Promise.all([import('@emotion/cache'), import('stylis'), import('stylis-plugin-rtl')]).then(([emotion, stylis, rtl]) => {
      if (live) setCache(emotion.default({ key: 'muirtl', stylisPlugins: [stylis.prefixer, rtl.default] }));
    });
    return () => {
      live = false;
    };
  }, [direction, cache]);
  return direction === 'rtl' ? cache : null;
}

/**
 * Holds the theme preferences, builds the docs theme from them, and applies the direction
 * (html `dir` and an RTL style cache), the colour mode (stored as `mui-mode`, default system) and
 * the Material UI locale of the page's language.
 */
export function ThemePreferencesProvider({ children }: { children: React.ReactNode }) {
  const [state, dispatch] = React.useReducer(themePreferencesReducer, INITIAL_THEME_PREFERENCES);
  const { language } = usePage();
  const theme = React.useMemo(
    () => createDocsTheme({ direction: state.direction, paletteColors: state.paletteColors, locale: THEME_LOCALES[language] }),
    [state.direction, state.paletteColors, language],
  );
  const rtlCache = useRtlCache(state.direction);
  // The provider stays in the tree whichever cache is active: swapping the element type would
  // remount the whole page (losing focus and demo state) when the RTL cache arrives.
  const outerCache = useEmotionCache();
  const styleCache = rtlCache ?? outerCache;

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
    document.documentElement.dir = state.direction;
  }, [state.direction]);

  const content = (
    <ThemeProvider theme={theme} defaultMode="system" modeStorageKey={MODE_STORAGE_KEY}>
      <ColorSchemeSync dispatch={dispatch} />
      {children}
    </ThemeProvider>
  );
  return (
    <StateContext.Provider value={state}>
      <DispatchContext.Provider value={dispatch}>
        {styleCache ? <CacheProvider value={styleCache}>{content}</CacheProvider> : content}
      </DispatchContext.Provider>
    </StateContext.Provider>
  );
}
