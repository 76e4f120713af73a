import type { BrowserContext } from '@playwright/test';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** True for URLs the browser may load during tests: loopback, and in-page data/blob URLs. */
export function isLocalUrl(url: URL): boolean {
  return LOOPBACK_HOSTS.has(url.hostname) || url.protocol === 'data:' || url.protocol === 'blob:';
}

/**
 * Keeps a browser context offline: every request to another host (the ad feed, say) fails as an
 * ad blocker would make it fail, so tests and benchmarks never reach a third party.
 */
export async function keepOffline(context: BrowserContext): Promise<void> {
  await context.route((url) => !isLocalUrl(url), (route) => route.abort('blockedbyclient'));
}
