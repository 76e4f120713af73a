import * as React from 'react';
import { DEMO_LOAD_ROOT_MARGIN } from './constants';

/**
 * Whether the reader has scrolled since the page loaded. Until then only the demos on screen load:
 * mounting a grid is a long task on a phone, and the demos just below the fold would otherwise
 * mount with the first one while the page is still starting (three grids on a Data Grid guide).
 * The first scroll (by hand, by keyboard, or to a #hash) widens the look-ahead to
 * DEMO_LOAD_ROOT_MARGIN, so demos are ready before the reader reaches them.
 */
let scrolled = false;
let listening = false;
const onFirstScroll = new Set<() => void>();

function listenForFirstScroll(): void {
  if (listening) return;
  listening = true;
  window.addEventListener(
    'scroll',
    () => {
      scrolled = true;
      for (const callback of [...onFirstScroll]) callback();
      onFirstScroll.clear();
    },
    { once: true, passive: true },
  );
}

/**
 * True once the element comes near the viewport (and stays true). Demos far below the fold
 * neither download nor render until the reader scrolls towards them. The change is a transition:
 * React renders what it reveals (a demo, its toolbar) in slices that leave the page responsive.
 */
export function useNearViewport(ref: React.RefObject<Element | null>): boolean {
  const [near, setNear] = React.useState(false);
  const [lookAhead, setLookAhead] = React.useState(scrolled);
  React.useEffect(() => {
    const element = ref.current;
    if (!element || near) return undefined;
    const reveal = () => React.startTransition(() => setNear(true));
    if (typeof IntersectionObserver === 'undefined') {
      reveal();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          reveal();
          observer.disconnect();
        }
      },
      { rootMargin: lookAhead ? DEMO_LOAD_ROOT_MARGIN : '0px' },
    );
    observer.observe(element);
    const widen = () => setLookAhead(true);
    if (!lookAhead) {
      if (scrolled) widen();
      else {
        onFirstScroll.add(widen);
        listenForFirstScroll();
      }
    }
    return () => {
      observer.disconnect();
      onFirstScroll.delete(widen);
    };
  }, [ref, near, lookAhead]);
  return near;
}
