// Evaluated before any demo module: applies the licence key.
import './license';
import type { DemoModule, DemoRegistry } from './registryTypes';
import type { DemoStyling } from './types';

let registry: Promise<DemoRegistry> | undefined;
const modules = new Map<string, Promise<DemoModule>>();

/** Loads the generated registry (its own chunk: the shell never imports demo code up front). */
function loadRegistry(): Promise<DemoRegistry> {
  registry ??= import('../../../.generated/demos/registry').then((module) => module.demoRegistry);
  return registry;
}

/**
 * Loads a demo's component for a styling solution (the MUI System one when the demo has no such
 * variant). The promise is cached, so React's `use` sees the same promise on every render.
 */
export function loadDemo(id: string, styling: DemoStyling): Promise<DemoModule> {
  const key = `${id}\u0000${styling}`;
  let promise = modules.get(key);
  if (!promise) {
    promise = loadRegistry().then((demos) => {
      const loaders = demos[id];
      const load = loaders?.[styling] ?? loaders?.['MUI System'];
      if (!load) throw new Error(`Unknown demo "${id}"; run the content build to regenerate the registry`);
      return load();
    });
    // A failed chunk load (offline) may be retried on the next attempt.
    promise.catch(() => modules.delete(key));
    modules.set(key, promise);
  }
  return promise;
}

