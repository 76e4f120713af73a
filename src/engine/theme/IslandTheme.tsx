import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import * as React from 'react';
import { usePage } from '../layout/PageContext';
import { createDocsTheme } from './docsTheme';
import { THEME_LOCALES } from './locales';
import { useThemePreferences } from './ThemePreferencesProvider';

/** Key of the Emotion cache: the one the server renders with (Material UI's Next.js integration). */
const CACHE_KEY = 'mui';
let ltrCache: EmotionCache | null = null;

/** The browser's Emotion cache, shared by every island, inserting after the shell's static CSS. */
function browserCache(): EmotionCache {
  ltrCache ??= createCache({
    key: CACHE_KEY,
    insertionPoint: document.querySelector<HTMLElement>('meta[name="emotion-insertion-point"]') ?? undefined,
  });
  return ltrCache;
}

/** A cache that mirrors styles for right-to-left, loaded only when a reader picks RTL. */
function useRtlCache(direction: 'ltr' | 'rtl'): EmotionCache | null {
  const [cache, setCache] = React.useState<EmotionCache | null>(null);
  React.useEffect(() => {
    if (direction !== 'rtl' || cache) return;
    let live = true;
    Promise.all([import('stylis'), import('stylis-plugin-rtl')]).then(([stylis, rtl]) => {
      if (live) setCache(createCache({ key: 'muirtl', stylisPlugins: [stylis.prefixer, rtl.default] }));
    });
    return () => {
      live = false;
    };
  }, [direction, cache]);
  return direction === 'rtl' ? cache : null;
}

/**
 * Material UI for one part of the page that uses it (demo frame, search dialog, settings drawer,
 * feedback form): the docs theme with the reader's direction, colours and the page language's
 * component labels, and the Emotion cache. The theme's CSS variables are already in the page (built
 * with the shell's CSS) and the colour scheme is driven by colorMode.ts, so this provider neither
 * writes styles for the variables nor touches storage or the <html> element.
 */
export function IslandTheme({ children }: { children: React.ReactNode }) {
  const { direction, paletteColors, paletteMode } = useThemePreferences();
  const { language } = usePage();
  const theme = React.useMemo(
    () => createDocsTheme({ direction, paletteColors, locale: THEME_LOCALES[language] }),
    [direction, paletteColors, language],
  );
  const rtlCache = useRtlCache(direction);
  const content = (
    <ThemeProvider
      theme={theme}
      defaultMode={paletteMode}
      storageManager={null}
      colorSchemeNode={null}
      disableStyleSheetGeneration
    >
      {children}
    </ThemeProvider>
  );
  // On the server the page-wide cache of _app collects the styles for the document's head.
  if (typeof window === 'undefined') return content;
  return <CacheProvider value={rtlCache ?? browserCache()}>{content}</CacheProvider>;
}
