/** Service worker constants (spec points 7 and 9). Each is named once here, with a test. */

/** Where the worker is served (as on the reference site). */
export const SERVICE_WORKER_URL = '/x/sw.js';

/**
 * The scope asked for: the whole site, so Chinese pages (`/zh/x/…`) read offline too. It needs the
 * server's `Service-Worker-Allowed: /` header; without it registration falls back to `/x/`.
 */
export const SERVICE_WORKER_SCOPE = '/';

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
