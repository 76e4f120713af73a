import { useRouter } from 'next/router';
import * as React from 'react';
import { usePage } from '../page/PageContext';
import { useColorMode } from '../theme/colorMode';
import { useCodeStyling, useCodeVariant } from '../preferences/codePreferences';
import { installClickTracking } from './clickTracking';
import { sendEvent, setUserProperties } from './gtag';
import { pageViewFromData, readPageView } from './pageView';
import { roundPixelRatio, type UserProperties } from './userProperties';
import { startWebVitals } from './webVitals';

/**
 * Sends a page view on the first load and after every client-side navigation to another page: a
 * docs page's from its page data (see pageViewFromData), any other page's from its document.
 */
function usePageViews() {
  const { docs } = usePage();
  const router = useRouter();
  const pageKey = docs?.url ?? router.asPath.split('#')[0];
  const sendPageView = React.useEffectEvent(() => {
    sendEvent('page_view', {
      ...(docs ? pageViewFromData(docs) : readPageView(document, window.location)),
    });
  });
  // Once per page: keyed by its URL, not by the identity of its data.
  React.useEffect(() => sendPageView(), [pageKey]);
}

/** The device pixel ratio, rounded to 0.1, updated when the reader zooms. */
function useDevicePixelRatio(): number | null {
  const [ratio, setRatio] = React.useState<number | null>(null);
  React.useEffect(() => {
    let query: MediaQueryList | null = null;
    const update = () => {
      query?.removeEventListener('change', update);
      setRatio(roundPixelRatio(window.devicePixelRatio));
      // A media query on the current resolution fires once the ratio moves away from it.
      query = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
      query.addEventListener('change', update);
    };
    update();
    // Zooming also resizes the viewport in CSS pixels; some engines only report it that way.
    window.addEventListener('resize', update);
    return () => {
      query?.removeEventListener('change', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return ratio;
}

/** Sends the user properties once they are all known, and again whenever one changes. */
function useUserProperties() {
  const [codeVariant] = useCodeVariant();
  const [codeStylingVariant] = useCodeStyling();
  const { language } = usePage();
  const { systemMode: colorSchemeOS, scheme: colorScheme } = useColorMode();
  const devicePixelRatio = useDevicePixelRatio();
  const properties: UserProperties | null =
    devicePixelRatio !== null
      ? {
          codeVariant,
          codeStylingVariant,
          userLanguage: language,
          devicePixelRatio,
          colorSchemeOS,
          colorScheme,
        }
      : null;
  const serialized = properties ? JSON.stringify(properties) : null;
  React.useEffect(() => {
    if (serialized) setUserProperties(JSON.parse(serialized));
  }, [serialized]);
}

/**
 * Analytics for every page: page views, declarative click tracking, user properties and (for a
 * sample of sessions) web vitals. Everything goes through the global `gtag`, which the document
 * defines before any other script.
 */
export function Analytics() {
  usePageViews();
  useUserProperties();
  React.useEffect(() => installClickTracking(), []);
  React.useEffect(() => {
    startWebVitals().catch(() => undefined);
  }, []);
  return null;
}
