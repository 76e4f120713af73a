import { ThemeProvider } from '@mui/material/styles';
import * as React from 'react';
import { usePage } from '../page/PageContext';
import { createDocsTheme } from './docsTheme';
import { IslandStyleCache } from './IslandStyleCache';
import { THEME_LOCALES } from './locales';
import { useThemePreferences } from './ThemePreferencesProvider';

/**
 * Material UI for one part of the page that uses it (search dialog, settings drawer, feedback
 * form): the docs theme with the reader's direction, colours and the page language's
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
  return (
    <IslandStyleCache>
      <ThemeProvider
        theme={theme}
        defaultMode={paletteMode}
        storageManager={null}
        colorSchemeNode={null}
        disableStyleSheetGeneration
      >
        {children}
      </ThemeProvider>
    </IslandStyleCache>
  );
}
