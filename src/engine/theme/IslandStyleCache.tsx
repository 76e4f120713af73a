import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import * as React from 'react';
import { useThemePreferences } from './ThemePreferencesProvider';

/** Key of the islands' Emotion cache (class names `mui-…`). */
const CACHE_KEY = 'mui';
let ltrCache: EmotionCache | null = null;

/** The browser's Emotion cache, shared by every island, inserting after the shell's static CSS. */
function browserCache(): EmotionCache {
  ltrCache ??= createCache({
    key: CACHE_KEY,
    insertionPoint:
      document.querySelector<HTMLElement>('meta[name="emotion-insertion-point"]') ?? undefined,
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
      if (live)
        setCache(createCache({ key: 'muirtl', stylisPlugins: [stylis.prefixer, rtl.default] }));
    });
    return () => {
      live = false;
    };
  }, [direction, cache]);
  return direction === 'rtl' ? cache : null;
}

/**
 * The Emotion cache of a part of the page styled by Emotion: the browser's shared cache, or the
 * right-to-left one when the reader picked RTL. Live demos use it alone (they bring their own
 * theme); the docs' islands through IslandTheme.
 */
export function IslandStyleCache({ children }: { children: React.ReactNode }) {
  const { direction } = useThemePreferences();
  const rtlCache = useRtlCache(direction);
  // On the server the page-wide cache of _app collects the styles for the document's head.
  if (typeof window === 'undefined') return children;
  return <CacheProvider value={rtlCache ?? browserCache()}>{children}</CacheProvider>;
}
