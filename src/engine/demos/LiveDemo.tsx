import { ThemeProvider } from '@mui/material/styles';
import * as React from 'react';
import { IslandStyleCache } from '../theme/IslandStyleCache';
import { useTranslate } from '../page/PageContext';
import { createDemoTheme } from '../theme/demoTheme';
import { useThemePreferences } from '../theme/ThemePreferencesProvider';
import { DemoErrorBoundary } from './DemoErrorBoundary';
import { useIconFontStylesheet } from './iconFontStylesheet';
import { loadDemo } from './loadDemo';
import type { DemoMeta, DemoStyling } from './types';

function DemoComponent({ id, styling }: { id: string; styling: DemoStyling }) {
  const { default: Component } = React.use(loadDemo(id, styling));
  return <Component />;
}

interface LiveDemoProps {
  demo: DemoMeta;
  styling: DemoStyling;
  resetKey: number;
  onReset: () => void;
}

/**
 * The running demo, in the demo theme (Material UI defaults with the reader's density, spacing,
 * direction, colour mode and colours), inside an error boundary. A new `resetKey` remounts it.
 * Demos using Material UI's `<Icon>` get the icon fonts' stylesheet once one is drawn.
 */
function LiveDemoContent({ demo, styling, resetKey, onReset }: LiveDemoProps) {
  useIconFontStylesheet();
  const t = useTranslate();
  const preferences = useThemePreferences();
  const theme = React.useMemo(() => createDemoTheme(preferences), [preferences]);
  return (
    <ThemeProvider theme={theme}>
      <DemoErrorBoundary
        key={resetKey}
        name={demo.name}
        issuesUrl={demo.issuesUrl}
        t={t}
        onReset={onReset}
      >
        <React.Suspense fallback={<div className="demo-placeholder" aria-busy="true" />}>
          <DemoComponent key={styling} id={demo.id} styling={styling} />
        </React.Suspense>
      </DemoErrorBoundary>
    </ThemeProvider>
  );
}

/** The running demo with the page's Emotion cache (loaded on demand, with Material UI's styling). */
export default function LiveDemo(props: LiveDemoProps) {
  return (
    <IslandStyleCache>
      <LiveDemoContent {...props} />
    </IslandStyleCache>
  );
}
