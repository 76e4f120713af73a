import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL, SKIP_WAITING_MESSAGE } from './constants';
import { productionHost, shouldRegisterServiceWorker } from './productionHost';

/** Reloads the page once the window has focus (now, if it has it). */
function reloadWhenFocused(): void {
  if (document.hasFocus()) window.location.reload();
  else window.addEventListener('focus', () => window.location.reload(), { once: true });
}

async function register(container: ServiceWorkerContainer): Promise<ServiceWorkerRegistration> {
  try {
    return await container.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
  } catch {
    // The server did not allow the wider scope: the English pages under /x/ still get the worker.
    return container.register(SERVICE_WORKER_URL);
  }
}

/**
 * Registers the worker on the production host and runs the update flow: a new worker that has
 * installed and is waiting is told to skip waiting; when it takes control of a page that already
 * had a worker, the page reloads once (when the window has focus) to run the new build. A first
 * install (nothing to replace) never reloads, and a second change in the same page is ignored,
 * so a reload loop cannot happen.
 */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  const production = process.env.NODE_ENV === 'production';
  const supported = 'serviceWorker' in navigator;
  if (!shouldRegisterServiceWorker({ production, supported, hostname: window.location.hostname, productionHost: productionHost() })) return null;
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

  const registration = await register(container);
  const promote = (worker: ServiceWorker | null) => worker?.postMessage({ type: SKIP_WAITING_MESSAGE });
  if (registration.waiting && container.controller) promote(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) promote(installing);
    });
  });
  return registration;
}
