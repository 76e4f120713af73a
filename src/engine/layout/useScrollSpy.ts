import * as React from 'react';

/** Scroll events are handled at most every 166 ms (10 frames at 60 Hz). */
export const SCROLL_SPY_THROTTLE_MS = 166;
/** After a click on a table-of-contents link, the spy waits this long before following scroll. */
export const SCROLL_SPY_CLICK_PAUSE_MS = 1000;
/** Above this scroll offset no heading is active. */
const NO_ACTIVE_ABOVE_PX = 200;

/** Picks the active heading: the last one whose top is above an eighth of the viewport. */
export function findActiveHeading(
  headings: readonly { id: string; top: number }[],
  scrollTop: number,
  viewportHeight: number,
): string | null {
  if (scrollTop < NO_ACTIVE_ABOVE_PX) return null;
  let active: string | null = null;
  for (const heading of headings) {
    if (heading.top < scrollTop + viewportHeight / 8) active = heading.id;
  }
  return active;
}

/**
 * Follows the reader's scroll position through the page's headings. Returns the active id and
 * a function that activates a heading at once (on a link click) and pauses the spy for 1 s.
 */
export function useScrollSpy(ids: readonly string[]): [string | null, (id: string) => void] {
  const [active, setActive] = React.useState<string | null>(null);
  const pausedUntil = React.useRef(0);
  React.useEffect(() => {
    let timer: number | undefined;
    let last = 0;
    const measure = () => {
      timer = undefined;
      last = Date.now();
      if (Date.now() < pausedUntil.current) return;
      const headings = ids.flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top + window.scrollY }] : [];
      });
      setActive(findActiveHeading(headings, window.scrollY, window.innerHeight));
    };
    const onScroll = () => {
      if (timer !== undefined) return;
      timer = window.setTimeout(measure, Math.max(0, SCROLL_SPY_THROTTLE_MS - (Date.now() - last)));
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.clearTimeout(timer);
    };
  }, [ids]);
  const activate = React.useCallback((id: string) => {
    pausedUntil.current = Date.now() + SCROLL_SPY_CLICK_PAUSE_MS;
    setActive(id);
  }, []);
  return [active, activate];
}
