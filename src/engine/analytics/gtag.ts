declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * Sends an analytics event through the global tag function. Without it (server rendering, a
 * blocked tag) the event is dropped: analytics never breaks the page.
 */
export function sendEvent(name: string, params: Record<string, unknown>): void {
  if (typeof window === 'undefined' || typeof window.gtag !== 'function') return;
  try {
    window.gtag('event', name, params);
  } catch {
    // A broken tag function must not take the caller down.
  }
}

/** Sets the user properties sent with every later event. */
export function setUserProperties(properties: Record<string, unknown>): void {
  if (typeof window === 'undefined' || typeof window.gtag !== 'function') return;
  try {
    window.gtag('set', 'user_properties', properties);
  } catch {
    // As above: analytics never breaks the page.
  }
}
