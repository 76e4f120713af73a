import vm from 'node:vm';

/**
 * For unit tests of the inline scripts (no DOM library here): runs their source in a context with
 * the given globals and hand-driven paint timing, frames and timers. Tests only.
 */
export function inlineScriptHarness(
  globals: Record<string, unknown>,
  { paintTiming = true, visibilityState = 'visible' } = {},
) {
  const observers: ((names: string[]) => void)[] = [];
  const frames: (() => void)[] = [];
  const timers: { delay: number; callback: () => void }[] = [];
  class PerformanceObserver {
    constructor(private callback: (list: { getEntriesByName: (n: string) => unknown[] }) => void) {}
    observe() {
      observers.push((names) =>
        this.callback({ getEntriesByName: (name) => names.filter((each) => each === name) }),
      );
    }
    disconnect() {}
  }
  const document = { visibilityState, ...(globals.document as object) };
  const context = vm.createContext({
    JSON,
    Promise,
    ...globals,
    document,
    ...(paintTiming ? { PerformanceObserver } : {}),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, delay = 0) => timers.push({ delay, callback }),
  });
  const drain = <T>(queue: T[], run: (item: T) => void) => queue.splice(0).forEach(run);
  return {
    run: (source: string) => vm.runInContext(source, context),
    /** Reports paint entries to the observers (`first-paint`, then `first-contentful-paint`). */
    paint: (...names: string[]) => observers.forEach((notify) => notify(names)),
    frame: () => drain(frames, (callback) => callback()),
    /** Runs the timers due within `elapsed` ms (those with a longer delay stay queued). */
    timers: (elapsed = 0) => {
      const due = timers.filter((timer) => timer.delay <= elapsed);
      timers.splice(0, timers.length, ...timers.filter((timer) => timer.delay > elapsed));
      due.forEach((timer) => timer.callback());
    },
  };
}
