import * as React from 'react';
import { AD_SOURCES } from '../../config/ads';
import { useClientValue } from '../client/useClientValue';
import { usePage } from '../page/PageContext';
import { AdErrorBoundary } from './AdErrorBoundary';

const AdContent = React.lazy(() => import('./AdContent'));

export const AD_RESERVED_CLASS = 'docs-ad-reserved';

const enabledInThisBuild =
  process.env.NODE_ENV !== 'development' || AD_SOURCES.enabledInDevelopment;

/**
 * The page's one ad, in the description area. The server-rendered HTML already holds the
 * reserved box; the ad itself is decided and drawn in the browser, inside an error boundary.
 */
export function AdSlot() {
  // Pages outside the docs tree (404) carry no ad.
  const disableAd = usePage().docs?.disableAd ?? true;
  // The ad is decided in the browser only: the server and the hydrating render draw the empty box.
  const mounted = useClientValue(() => true, false);
  const label = React.useRef<string | null>(null);
  const onLabel = React.useCallback((value: string) => {
    label.current = value;
  }, []);
  const getLabel = React.useCallback(() => label.current, []);
  if (disableAd || !enabledInThisBuild) return null;
  return (
    <div className={`Ad-root ${AD_RESERVED_CLASS}`} data-ga-event-category="ad">
      {mounted ? (
        <AdErrorBoundary getLabel={getLabel}>
          <React.Suspense fallback={null}>
            <AdContent onLabel={onLabel} />
          </React.Suspense>
        </AdErrorBoundary>
      ) : null}
    </div>
  );
}
