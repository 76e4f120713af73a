import type { Language } from '../../config/languages';
import { pathnameToLanguage } from '../routing/pathnameToLanguage';
import { SERVICE_WORKER_AREAS } from './constants';

export interface ServiceWorkerArea {
  scope: string;
  script: string;
}

const AREAS: Record<Language, ServiceWorkerArea> = SERVICE_WORKER_AREAS;

/**
 * The worker a page registers: its language's. A page outside both areas (a playground page, the
 * 404 page of a stray URL) registers the English one without being controlled by it, so the
 * English pages read later are ready offline.
 */
export function serviceWorkerAreaOf(pathname: string): ServiceWorkerArea {
  return AREAS[pathnameToLanguage(pathname).userLanguage];
}

/**
 * True for a registration of one of the site's workers with the whole origin as its scope, as
 * builds before the per-area scopes made where the server allowed it: it would keep controlling
 * every page of the origin, other apps' included.
 */
export function isRootScopeRegistration(scope: string, scriptUrl: string | undefined): boolean {
  if (!scriptUrl) return false;
  const scopeUrl = new URL(scope);
  const script = new URL(scriptUrl);
  return (
    scopeUrl.pathname === '/' &&
    script.origin === scopeUrl.origin &&
    Object.values(AREAS).some((area) => area.script === script.pathname)
  );
}
