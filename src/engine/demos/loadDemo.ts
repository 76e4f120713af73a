// Evaluated before any demo module: applies the licence key.
import './license';
import { demoGroup, registryGroupFile, type DemoModule, type DemoRegistry } from './registryTypes';
import type { DemoStyling } from './types';

const groups = new Map<string, Promise<DemoRegistry>>();
const modules = new Map<string, Promise<DemoModule>>();

/**
 * Loads the loaders of one content folder's demos, a chunk per folder: the shell never imports
 * demo code up front, and a page never the loaders of other pages' demos. Webpack resolves the
 * file name against the generated folder (a small table of its ~25 files in this chunk).
 */
function loadRegistry(id: string): Promise<DemoRegistry> {
  const file = registryGroupFile(demoGroup(id));
  let promise = groups.get(file);
  if (!promise) {
    promise = import(`../../../.generated/demos/registry/${file}`).then(
      (module: { demoRegistry: DemoRegistry }) => module.demoRegistry,
      (error: Error) => {
        // Unknown folder (stale registry: run the content build) or a failed chunk load (offline).
        throw new Error(`The registry module of demo "${id}" did not load: ${error.message}`);
      },
    );
    promise.catch(() => groups.delete(file));
    groups.set(file, promise);
  }
  return promise;
}

/**
 * Loads a demo's component for a styling solution (the MUI System one when the demo has no such
 * variant). The promise is cached, so React's `use` sees the same promise on every render.
 */
export function loadDemo(id: string, styling: DemoStyling): Promise<DemoModule> {
  const key = `${id}\u0000${styling}`;
  let promise = modules.get(key);
  if (!promise) {
    promise = loadRegistry(id).then((demos) => {
      const loaders = demos[id];
      const load = loaders?.[styling] ?? loaders?.['MUI System'];
      if (!load)
        throw new Error(`Unknown demo "${id}"; run the content build to regenerate the registry`);
      return load();
    });
    // A failed chunk load (offline) may be retried on the next attempt.
    promise.catch(() => modules.delete(key));
    modules.set(key, promise);
  }
  return promise;
}
