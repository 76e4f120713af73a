import { sendEvent } from './gtag';

/**
 * The event a click sends: the nearest element (from the target up) carrying
 * `data-ga-event-category` gives the event name, `data-ga-event-action` and `-label` its
 * parameters. `data-ga-event-split` samples it: the event is sent when `random()` is below it.
 * Null when nothing is to be sent.
 */
export function clickEvent(
  target: EventTarget | null,
  random: () => number = Math.random,
): { category: string; params: { eventAction: string | null; eventLabel: string | null } } | null {
  const element =
    target && typeof (target as Element).closest === 'function'
      ? (target as Element).closest('[data-ga-event-category]')
      : null;
  if (!element) return null;
  const split = element.getAttribute('data-ga-event-split');
  if (split !== null && random() >= Number.parseFloat(split)) return null;
  return {
    category: element.getAttribute('data-ga-event-category')!,
    params: {
      eventAction: element.getAttribute('data-ga-event-action'),
      eventLabel: element.getAttribute('data-ga-event-label'),
    },
  };
}

/** One document listener for declarative click tracking; returns the function that removes it. */
export function installClickTracking(doc: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const tracked = clickEvent(event.target);
    if (tracked) sendEvent(tracked.category, tracked.params);
  };
  // Capture phase: a handler that stops propagation must not hide the click from analytics.
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
