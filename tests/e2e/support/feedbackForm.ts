import type { Page, Route } from '@playwright/test';
import { readInstalledMuiXVersion } from '../../../src/config/build/installedVersion';
import { expect } from './fixtures';

/** The page the feedback journeys vote on, its route as sent, and the version sent with it. */
export const FEEDBACK_PAGE = '/x/introduction/installation/';
export const FEEDBACK_ROUTE = '/x/introduction/installation';
export const FEEDBACK_VERSION = readInstalledMuiXVersion(process.cwd());

/**
 * Answers POST /api/feedback in the browser (the real server is not involved) and records the
 * JSON bodies sent, after checking each is a JSON POST.
 */
export async function mockFeedback(
  page: Page,
  respond: (route: Route) => Promise<void> = (route) =>
    route.fulfill({ status: 201, json: { id: 1 } }),
) {
  const bodies: unknown[] = [];
  await page.route('**/api/feedback', async (route) => {
    const request = route.request();
    expect(request.method()).toBe('POST');
    expect(request.headers()['content-type']).toBe('application/json');
    bodies.push(request.postDataJSON());
    await respond(route);
  });
  return bodies;
}

export const footerQuestion = (page: Page, name = 'Was this page helpful?') =>
  page.getByRole('group', { name });
