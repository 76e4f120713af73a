import { isRootScopeRegistration, serviceWorkerAreaOf } from './areas';
import { SKIP_WAITING_MESSAGE } from './constants';
import { productionHost, shouldRegisterServiceWorker } from './productionHost';

/** Reloads the page once the window has focus (now, if it has it). */
function reloadWhenFocused(): void {
  if (document.hasFocus()) window.location.reload();
  else window.addEventListener('focus', () => window.location.reload(), { once: true });
}

/**
 * Removes a registration of the site's worker for the whole origin, left by a build that asked
 * for scope `/`, and its precache (Workbox names it after the scope; no other worker can hold
 * that scope while ours does). The area worker registered just before takes over its pages.
 */
async function removeRootScopeRegistration(container: ServiceWorkerContainer): Promise<void> {
  for (const registration of await container.getRegistrations()) {
    const worker = registration.active ?? registration.waiting ?? registration.installing;
    if (!isRootScopeRegistration(registration.scope, worker?.scriptURL)) continue;
    await registration.unregister();
    if ('caches' in window) await caches.delete(`workbox-precache-v2-${registration.scope}`);
  }
}

/**
 * Registers the worker of the page's area (`/x/` or `/zh/x/`, see SERVICE_WORKER_AREAS) on the
 * production host and runs the update flow: a new worker that has installed and is waiting is
 * told to skip waiting; when it takes control of a page that already had a worker, the page
 * reloads once (when the window has focus) to run the new build. A first install (nothing to
 * replace) never reloads, and a second change in the same page is ignored, so a reload loop
 * cannot happen.
 */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  const production = process.env.NODE_ENV === 'production';
  const supported = 'serviceWorker' in navigator;
  if (
    !shouldRegisterServiceWorker({
      production,
      supported,
      hostname: window.location.hostname,
      productionHost: productionHost(),
    })
  )
    return null;
  const container = navigator.serviceWorker;
  let controlled = Boolean(container.controller);
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (!controlled) {
      controlled = true;
      return;
    }
    if (reloading) return;
    reloading = true;
    reloadWhenFocused();
  });

  const area = serviceWorkerAreaOf(window.location.pathname);
  const registration = await container.register(area.script, { scope: area.scope });
  const promote = (worker: ServiceWorker | null) =>
    worker?.postMessage({ type: SKIP_WAITING_MESSAGE });
  if (registration.waiting && container.controller) promote(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) promote(installing);
    });
  });
  await removeRootScopeRegistration(container);
  return registration;
}
