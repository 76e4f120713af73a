/** Service worker constants (spec points 7 and 9). Each is named once here, with a test. */

/** Where the worker of the English pages is served (as on the reference site). */
export const SERVICE_WORKER_URL = '/x/sw.js';

/**
 * The docs' areas, each with its own copy of the worker at its root, registered with that root as
 * its scope: the widest scope a worker may take without a `Service-Worker-Allowed` header, which a
 * static host or CDN does not send, and one that leaves any other app on a shared origin alone.
 * The Chinese pages (`/zh/x/…`) are outside `/x/`, so they get their own copy.
 */
export const SERVICE_WORKER_AREAS = {
  en: { scope: '/x/', script: SERVICE_WORKER_URL },
  zh: { scope: '/zh/x/', script: '/zh/x/sw.js' },
} as const;

/** The production docs host the worker registers on; never on any other host. */
export const DEFAULT_PRODUCTION_HOST = 'mui.com';

/** Message a page sends a waiting worker to make it take over. */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

/** Cache names of the runtime routes (the precache has Workbox's own). */
export const PAGE_CACHE = 'docs-pages';
export const PAGE_DATA_CACHE = 'docs-page-data';
export const ASSET_CACHE = 'docs-assets';
export const STATIC_CACHE = 'docs-static';
export const FONT_CACHE = 'docs-fonts';

/** After this long without an answer a page comes from the cache, in seconds. */
export const NETWORK_TIMEOUT_SECONDS = 4;
/** Pages kept for offline reading (least recently used go first). */
export const MAX_CACHED_PAGES = 200;
