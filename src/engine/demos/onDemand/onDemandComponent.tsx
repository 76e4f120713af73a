import * as React from 'react';

/** A component whose code is loaded on demand, and the function that starts loading it early. */
export interface OnDemandComponent<P extends object> {
  Component: (props: P) => React.ReactNode;
  preload: () => Promise<React.ComponentType<P> | null>;
}

/**
 * A component whose code loads the first time it renders (or before, through `preload`), drawn as
 * nothing until then. It has a Suspense boundary of its own, so loading never shows the fallback
 * of the demo around it. A failed load (offline, a chunk removed by a new deploy) also draws
 * nothing, and the next mount tries again: the part is missing, the demo keeps working.
 */
export function onDemandComponent<P extends object>(
  load: () => Promise<React.ComponentType<P>>,
): OnDemandComponent<P> {
  let loaded: React.ComponentType<P> | null = null;
  let pending: Promise<React.ComponentType<P> | null> | null = null;
  let failed = false;

  function preload() {
    pending ??= load().then(
      (component) => (loaded = component),
      () => {
        failed = true;
        return null;
      },
    );
    return pending;
  }

  function Loading(props: P) {
    const Loaded = React.use(preload());
    return Loaded ? <Loaded {...props} /> : null;
  }

  function OnDemand(props: P) {
    // Once per mount, before the first render: forget a failed load so that this mount retries
    // (retrying within a mount would loop while the reader is offline).
    React.useState(() => {
      if (failed) {
        failed = false;
        pending = null;
      }
      return null;
    });
    if (loaded) {
      const Loaded = loaded;
      return <Loaded {...props} />;
    }
    return (
      <React.Suspense fallback={null}>
        <Loading {...props} />
      </React.Suspense>
    );
  }

  return { Component: OnDemand, preload };
}

/** The reader's first input on the page: a pointer over or down, a key, or focus moving. */
const FIRST_INPUT_EVENTS = ['pointerover', 'pointerdown', 'keydown', 'focusin'] as const;

/**
 * Calls `start` once, at the reader's first input on the page: code needed only after an
 * interaction (a tooltip) loads when one begins, not while the page loads.
 */
export function onFirstInput(
  start: () => void,
  target: EventTarget | undefined = globalThis.window,
): void {
  if (!target) return;
  const listening = new AbortController();
  const handler = () => {
    listening.abort();
    start();
  };
  for (const type of FIRST_INPUT_EVENTS)
    target.addEventListener(type, handler, {
      capture: true,
      passive: true,
      signal: listening.signal,
    });
}
