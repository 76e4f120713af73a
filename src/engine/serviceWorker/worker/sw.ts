/**
 * The service worker, bundled by scripts/build/steps/serviceWorker.ts into export/x/sw.js with the precache
 * manifest of the build injected as `__PRECACHE_MANIFEST__`. Type-checked with its own tsconfig
 * (WebWorker library) beside this file.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import {
  ASSET_CACHE,
  FONT_CACHE,
  MAX_CACHED_PAGES,
  NETWORK_TIMEOUT_SECONDS,
  PAGE_CACHE,
  PAGE_DATA_CACHE,
  SKIP_WAITING_MESSAGE,
  STATIC_CACHE,
} from '../constants';
import { pageUrlOfData } from '../pageUrls';
import { FONTS_URL } from '../../theme/fonts/fontsUrl';

declare const self: ServiceWorkerGlobalScope;
declare const __PRECACHE_MANIFEST__: PrecacheEntry[];

// The shell (framework, app and page chunks, styles, icons) is stored at install, so any page
// already visited can start without a network.
cleanupOutdatedCaches();
precacheAndRoute(__PRECACHE_MANIFEST__);

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Pages: the network first, so readers always get the current build; the copy of each page
// visited serves it offline (or when the network is too slow to answer).
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url),
  new NetworkFirst({
    cacheName: PAGE_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new ExpirationPlugin({ maxEntries: MAX_CACHED_PAGES })],
  }),
);

// A page opened by a client-side navigation arrives as data only; keep a copy of its HTML as well,
// so reloading it offline works like for any page read.
const keepThePageToo: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response }) => {
    const page = response.ok ? pageUrlOfData(new URL(request.url)) : null;
    if (page) {
      void caches
        .open(PAGE_CACHE)
        .then(async (cache) => ((await cache.match(page)) ? undefined : cache.add(page)))
        .catch(() => undefined);
    }
    return response;
  },
};

// The page data Next.js fetches on client-side navigations, handled like pages.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/_next/data/'),
  new NetworkFirst({
    cacheName: PAGE_DATA_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new ExpirationPlugin({ maxEntries: MAX_CACHED_PAGES }), keepThePageToo],
  }),
);

// Hashed build assets never change under one name (demo chunks, lazily loaded parts).
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/_next/static/'),
  new CacheFirst({ cacheName: ASSET_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 400 })] }),
);

// Font files not precached (the icon fonts, loaded by pages whose demos draw an <Icon>): each
// package's files sit in a folder named by its version, so a stored copy never goes stale. Ahead
// of the /static/ route, which would ask the network again for every use.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith(`${FONTS_URL}/`),
  new CacheFirst({ cacheName: FONT_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 8 })] }),
);

// Demo source files and pictures: served from the cache at once, refreshed behind.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/static/'),
  new StaleWhileRevalidate({
    cacheName: STATIC_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 200 })],
  }),
);

// A page tells a waiting worker (a new build) to take over; the page then reloads itself once.
self.addEventListener('message', (event) => {
  if (event.data?.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});

// A first install takes control of open pages at once, and keeps a copy of the pages they show
// (loaded before any worker existed), so even the first page read can be reloaded offline.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await self.clients.claim();
      const windows = await self.clients.matchAll({ type: 'window' });
      const cache = await caches.open(PAGE_CACHE);
      await Promise.all(
        windows
          .map((client) => new URL(client.url))
          .filter((url) => sameOrigin(url))
          .map((url) => cache.add(url.origin + url.pathname).catch(() => undefined)),
      );
    })(),
  );
});
