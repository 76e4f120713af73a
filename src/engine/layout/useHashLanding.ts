import Router from 'next/router';
import * as React from 'react';

/** How long a late target is waited for before giving up (an island's chunk on a slow network). */
export const HASH_LANDING_WAIT_MS = 5000;

/**
 * Lands on the URL's anchor after a client-side navigation even when its element arrives late.
 * Next.js scrolls to the hash as soon as the new page renders; an anchor inside an island whose
 * chunk is still loading (an API table row, a demo) is not in the document yet. The hook then
 * watches the page until the element appears and scrolls to it once.
 */
export function useHashLanding(): void {
  // The router singleton's events, in an effect that runs once: `useRouter()` gives a new object
  // on every navigation, and re-subscribing would disconnect the observer of a pending landing.
  React.useEffect(() => {
    let stop: (() => void) | null = null;
    const onComplete = () => {
      stop?.();
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (!id || document.getElementById(id)) return;
      const observer = new MutationObserver(() => {
        const target = document.getElementById(id);
        if (!target) return;
        stop?.();
        target.scrollIntoView();
      });
      const timer = window.setTimeout(() => stop?.(), HASH_LANDING_WAIT_MS);
      stop = () => {
        observer.disconnect();
        window.clearTimeout(timer);
        stop = null;
      };
      observer.observe(document.body, { childList: true, subtree: true });
    };
    Router.events.on('routeChangeComplete', onComplete);
    return () => {
      Router.events.off('routeChangeComplete', onComplete);
      stop?.();
    };
  }, []);
}
