import { DEMO_CODE_URL } from './constants';
import type { DemoCode } from './types';

const cache = new Map<string, Promise<DemoCode>>();

/** Fetches a demo's code file (both languages, every styling, its dependencies), once per page. */
export function fetchDemoCode(id: string): Promise<DemoCode> {
  let promise = cache.get(id);
  if (!promise) {
    promise = fetch(`${DEMO_CODE_URL}/${id}.json`).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status} for the code of demo "${id}"`);
      return response.json() as Promise<DemoCode>;
    });
    promise.catch(() => cache.delete(id));
    cache.set(id, promise);
  }
  return promise;
}
