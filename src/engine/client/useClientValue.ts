import * as React from 'react';

const subscribeNever = () => () => undefined;

/**
 * A value only the browser knows (storage, a cookie, the platform), read after hydration: the
 * server and the hydrating render see `serverValue`, so the markup matches; React then renders
 * again with `read()`. On a client-side navigation the browser's value is there from the first
 * render. `read` must return the same value (a primitive, or a cached object) while nothing
 * changed, as React compares snapshots with Object.is.
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  return React.useSyncExternalStore(subscribeNever, read, () => serverValue);
}

function subscribeToHash(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/** The location's hash ('#…', or '' when none), '' until hydrated, and kept current on hashchange. */
export function useLocationHash(): string {
  return React.useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash,
    () => '',
  );
}
