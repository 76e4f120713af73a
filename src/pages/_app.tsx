import type { AppProps } from 'next/app';
import * as React from 'react';
import { Analytics } from '../engine/analytics/Analytics';
import { AppFrame } from '../engine/layout/AppFrame';
import { PageProvider, type ShellPage } from '../engine/page/PageContext';
import { isPlaygroundPath } from '../engine/routing/layoutRules';
import { registerServiceWorker } from '../engine/serviceWorker/register';
import type { DocsPageData } from '../engine/page/pageTypes';
import { ThemePreferencesProvider } from '../engine/theme/ThemePreferencesProvider';
import { ShellDataProvider, type ShellRoute } from '../engine/page/shellData';

/** Pages that render alone, with no shell (redirect pages). */
type BarePage = { bare?: boolean };

/** The shell's view of a page, from the page data docs routes pass as props. */
function toShellPage(page: DocsPageData | undefined): ShellPage {
  if (!page) return { language: 'en', route: null, productId: null, docs: null };
  return { language: page.language, route: page.route, productId: page.productId, docs: page };
}

export default function App(props: AppProps<{ page?: DocsPageData }>) {
  const { Component, pageProps, router } = props;
  // The route's own language bundle (labels, navigation). Routes without one (redirects, Next's
  // own error page) render alone: the shell cannot be drawn without its labels.
  const shell = (Component as ShellRoute).shell ?? null;
  const bare = !shell || (Component as BarePage).bare || isPlaygroundPath(router.pathname);
  const page = <Component {...pageProps} />;
  React.useEffect(() => {
    registerServiceWorker().catch(() => undefined);
  }, []);
  React.useEffect(() => {
    // The root's effects run after every child's: from here on the page answers events. Browser
    // tests wait for this marker (tests/e2e/support/hydration.ts) instead of sleeping.
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <ShellDataProvider value={shell}>
      <PageProvider page={toShellPage(pageProps.page)}>
        <ThemePreferencesProvider>
          <Analytics />
          {bare ? page : <AppFrame>{page}</AppFrame>}
        </ThemePreferencesProvider>
      </PageProvider>
    </ShellDataProvider>
  );
}
