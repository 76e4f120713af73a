import * as React from 'react';
import { DEMO_LOAD_ROOT_MARGIN } from './constants';

/**
 * True once the element comes near the viewport (and stays true). Demos far below the fold
 * neither download nor render until the reader scrolls towards them. The change is a transition:
 * React renders what it reveals (a demo, its toolbar) in slices that leave the page responsive.
 */
export function useNearViewport(ref: React.RefObject<Element | null>): boolean {
  const [near, setNear] = React.useState(false);
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
      { rootMargin: DEMO_LOAD_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
