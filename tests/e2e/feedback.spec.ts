import type { Route } from '@playwright/test';
import { FEEDBACK_SNACKBAR_MS } from '../../src/engine/feedback/FeedbackSnackbar';
import { E2E_FEEDBACK_ADMIN_TOKEN } from './support/feedbackServer';
import {
  FEEDBACK_PAGE,
  FEEDBACK_ROUTE,
  FEEDBACK_VERSION,
  footerQuestion,
  mockFeedback,
} from './support/feedbackForm';
import { acceptProblems, expect, test } from './support/fixtures';
import { gotoHydrated } from './support/hydration';

const PAGE = FEEDBACK_PAGE;
const ROUTE = FEEDBACK_ROUTE;
const VERSION = FEEDBACK_VERSION;

// The offline service worker is not what these journeys test, and requests it handled would
// bypass page.route().
test.use({ serviceWorkers: 'block' });

/*
 * What the form shows for each answer and state (prompts, the GitHub issue link and when it is
 * offered, the error message, the Chinese labels) is tested without a browser in
 * src/engine/feedback/FeedbackFormView.test.tsx; the request body in submit.test.ts; the cookie,
 * corrupt ones included, in ratingCookie.test.ts. Here: one journey to the real server, and what
 * only a browser shows (focus, keyboard, the popover, failures on the wire).
 */

test.describe('page feedback', () => {
  test('a reader votes "Yes" with a comment; the server stores it, the page thanks them and remembers the vote', async ({
    page,
    context,
    request,
  }) => {
    const comment = `The peer dependency list saved me time (${test.info().testId}).`;
    const posts: string[] = [];
    page.on('request', (each) => {
      if (each.url().endsWith('/api/feedback')) posts.push(each.method());
    });
    // On Playwright's clock, so the thank-you's display time is played at once, not waited for.
    await page.clock.install();
    await gotoHydrated(page, PAGE);
    const question = footerQuestion(page);
    const yes = question.getByRole('button', { name: 'Yes' });
    const no = question.getByRole('button', { name: 'No' });
    await expect(yes).toHaveAttribute('aria-pressed', 'false');
    await expect(no).toHaveAttribute('aria-pressed', 'false');

    await yes.click();
    await expect(yes).toHaveAttribute('aria-pressed', 'true');
    const field = page.getByRole('textbox', { name: 'Comment' });
    await expect(field).toBeFocused();
    await field.fill(comment);
    expect(posts).toEqual([]);

    const stored = page.waitForResponse((response) => response.url().endsWith('/api/feedback'));
    await page.getByRole('button', { name: 'Submit' }).click();
    expect((await stored).status()).toBe(201);
    const thanks = page.getByRole('alert').filter({ hasText: 'Feedback submitted' });
    await expect(thanks).toBeVisible();
    await expect(field).toHaveCount(0);
    await expect(yes).toBeFocused();
    await expect(yes).toHaveAttribute('aria-pressed', 'true');
    await page.clock.runFor(FEEDBACK_SNACKBAR_MS);
    await expect(thanks).toHaveCount(0);

    // The real server stored the vote (read back through the admin export).
    const exported = await request.get('/api/feedback/export?format=json', {
      headers: { authorization: `Bearer ${E2E_FEEDBACK_ADMIN_TOKEN}` },
    });
    expect(exported.status()).toBe(200);
    const rows = (await exported.json()) as Record<string, unknown>[];
    expect(rows.filter((row) => row.comment === comment)).toEqual([
      expect.objectContaining({
        page: ROUTE,
        section: null,
        rating: 1,
        comment,
        version: VERSION,
        language: 'en',
      }),
    ]);

    const cookie = (await context.cookies()).find((each) => each.name === 'feedback');
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({ [ROUTE]: 1 });
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

    // The vote is read from the cookie once the page has hydrated.
    await gotoHydrated(page, PAGE);
    await expect(footerQuestion(page).getByRole('button', { name: 'Yes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(footerQuestion(page).getByRole('button', { name: 'No' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('keeps the form and the comment when sending fails, and says so', async ({
    page,
    context,
    pageProblems,
  }) => {
    let fail: (route: Route) => Promise<void> = (route) =>
      route.fulfill({ status: 500, json: { error: 'database unavailable' } });
    const bodies = await mockFeedback(page, (route) => fail(route));
    await gotoHydrated(page, PAGE);
    await footerQuestion(page).getByRole('button', { name: 'No' }).click();
    const comment = page.getByRole('textbox', { name: 'Comment' });
    await comment.fill('The Yarn command is missing a flag.');
    await page.getByRole('button', { name: 'Submit' }).click();
    const error = page
      .getByRole('alert')
      .filter({ hasText: "Couldn't submit feedback. Please try again later." });
    await expect(error).toBeVisible();
    await expect(comment).toHaveValue('The Yarn command is missing a flag.');
    acceptProblems(pageProblems, /HTTP 500 .*\/api\/feedback/);

    // A network failure reads the same.
    fail = (route) => route.abort('failed');
    await comment.press('Control+Enter');
    await expect.poll(() => bodies.length).toBe(2);
    await expect(error).toBeVisible();
    await expect(comment).toHaveValue('The Yarn command is missing a flag.');
    await expect(page.getByRole('alert').filter({ hasText: 'Feedback submitted' })).toHaveCount(0);
    expect((await context.cookies()).some((each) => each.name === 'feedback')).toBe(false);

    // Cancel drops the draft without sending anything and leaves no vote pressed.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(comment).toHaveCount(0);
    await expect(footerQuestion(page).getByRole('button', { name: 'No' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(footerQuestion(page).getByRole('button', { name: 'No' })).toBeFocused();
    expect(bodies).toHaveLength(2);

    // Once the server answers again, the next try goes through.
    fail = (route) => route.fulfill({ status: 201, json: { id: 2 } });
    await footerQuestion(page).getByRole('button', { name: 'No' }).click();
    await comment.fill('The Yarn command is missing a flag.');
    await comment.press('Control+Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Feedback submitted' })).toBeVisible();
    expect(bodies).toHaveLength(3);
    expect(bodies[2]).toEqual({
      page: ROUTE,
      section: null,
      rating: 0,
      comment: 'The Yarn command is missing a flag.',
      version: VERSION,
      language: 'en',
    });
  });
});
