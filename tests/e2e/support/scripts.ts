import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Records the scripts a page requests. `settled()` waits until every script request seen so far
 * has finished (or failed) and its body was read: a chunk the page asked for during hydration is
 * then in `bodies`, with no guess at how long that takes.
 */
export function trackScripts(page: Page) {
  const pending = new Set<unknown>();
  const bodies: { url: string; body: string }[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') pending.add(request);
  });
  page.on('requestfailed', (request) => pending.delete(request));
  page.on('requestfinished', async (request) => {
    if (!pending.has(request)) return;
    const response = await request.response();
    bodies.push({ url: request.url(), body: (await response?.text().catch(() => '')) ?? '' });
    pending.delete(request);
  });
  return {
    bodies,
    settled: () => expect.poll(() => pending.size, { timeout: 15_000 }).toBe(0),
  };
}
