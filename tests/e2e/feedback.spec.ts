import type { Page, Route } from '@playwright/test';
import { readInstalledMuiXVersion } from '../../src/config/build/installedVersion';
import { FEEDBACK_SNACKBAR_MS } from '../../src/engine/feedback/FeedbackSnackbar';
import { E2E_FEEDBACK_ADMIN_TOKEN } from './support/feedbackServer';
import { acceptProblems, expect, test } from './support/fixtures';
import { gotoHydrated } from './support/hydration';

const PAGE = '/x/introduction/installation/';
const ROUTE = '/x/introduction/installation';
const VERSION = readInstalledMuiXVersion(process.cwd());

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

/**
 * Answers POST /api/feedback in the browser (the real server is not involved) and records the
 * JSON bodies sent, after checking each is a JSON POST.
 */
async function mockFeedback(
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

const footerQuestion = (page: Page, name = 'Was this page helpful?') =>
  page.getByRole('group', { name });

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

test.describe('section feedback', () => {
  // Wide enough for the side table of contents.
  test.use({ viewport: { width: 1600, height: 900 } });

  test('the button beside a heading opens a form titled with the section, which sends the section id', async ({
    page,
  }) => {
    const bodies = await mockFeedback(page);
    await gotoHydrated(page, PAGE);
    // h2 and h3 headings have the button, h4 headings none.
    await expect(page.locator('.markdown-body h4 .section-feedback')).toHaveCount(0);
    expect(await page.locator('.markdown-body .section-feedback').count()).toBe(
      await page.locator('.markdown-body h2[id], .markdown-body h3[id]').count(),
    );
    const heading = page.getByRole('heading', { name: /^Peer dependencies/, level: 2 });
    const button = heading.getByRole('button', {
      name: 'Feedback about the section Peer dependencies',
    });
    await expect(button).toHaveCSS('opacity', '0');
    await heading.hover();
    await expect(button).toHaveCSS('opacity', '1');
    // Not part of the heading link, nor of the table of contents.
    await expect(heading.getByRole('link')).toHaveAttribute('href', '#peer-dependencies');
    await expect(
      page
        .getByRole('navigation', { name: 'Page table of contents' })
        .getByRole('link', { name: 'Peer dependencies', exact: true }),
    ).toBeVisible();

    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Feedback about “Peer dependencies”' });
    await expect(dialog).toBeVisible();
    // The modal popover hides the page from assistive technology, so reach the button by its markup.
    await expect(
      page.locator('button.section-feedback[data-section="peer-dependencies"]'),
    ).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByText('Was this section helpful?')).toBeVisible();
    await dialog.getByRole('button', { name: 'No' }).click();
    const comment = dialog.getByRole('textbox', { name: 'Comment' });
    await expect(comment).toBeFocused();
    await expect(dialog.getByText('How can we improve this section?')).toBeVisible();
    await comment.fill('Say which versions of React work.');
    // Its address, naming the section, is checked in FeedbackFormView.test.tsx.
    await expect(dialog.getByRole('link', { name: /Open a GitHub issue/ })).toBeVisible();
    expect(bodies).toEqual([]);

    await comment.press('Control+Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: 'Feedback submitted' })).toBeVisible();
    expect(bodies).toEqual([
      {
        page: ROUTE,
        section: 'peer-dependencies',
        rating: 0,
        comment: 'Say which versions of React work.',
        version: VERSION,
        language: 'en',
      },
    ]);
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // A section vote is not the page's vote.
    await expect(footerQuestion(page).getByRole('button', { name: 'No' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    // Another section starts afresh, and h3 headings have the button too.
    await page.getByRole('button', { name: 'Feedback about the section Data Grid' }).click();
    const other = page.getByRole('dialog', { name: 'Feedback about “Data Grid”' });
    await expect(other.getByRole('button', { name: 'No' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(other.getByRole('textbox')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(other).toHaveCount(0);
  });
});

test('the Chinese page labels its section buttons and their form in Chinese', async ({ page }) => {
  // The page form's Chinese labels and the "zh" it sends are unit-tested; the section popover
  // only renders in a browser.
  await mockFeedback(page);
  await gotoHydrated(page, `/zh${PAGE}`);
  await page.getByRole('button', { name: '关于“Peer dependencies”部分的反馈' }).click();
  const dialog = page.getByRole('dialog', { name: '关于“Peer dependencies”的反馈' });
  await expect(dialog.getByText('此部分对你有帮助吗？')).toBeVisible();
  await dialog.getByRole('button', { name: '是' }).click();
  await expect(dialog.getByText('你喜欢哪些内容？')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '取消' })).toBeVisible();
});

test('works with the keyboard alone', async ({ page }) => {
  const bodies = await mockFeedback(page);
  await gotoHydrated(page, PAGE);

  // Section feedback: from a heading's anchor link, Tab reaches its feedback button, which shows.
  await page.locator('#date-library-adapters a.title-link-to-anchor').focus();
  await page.keyboard.press('Tab');
  const button = page.getByRole('button', {
    name: 'Feedback about the section Date library adapters',
  });
  await expect(button).toBeFocused();
  await expect(button).toHaveCSS('opacity', '1');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Feedback about “Date library adapters”' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Yes' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('textbox', { name: 'Comment' })).toBeFocused();
  await page.keyboard.type('Clear table.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();

  // Page feedback: the answers come just before "Edit this page" in tab order.
  await page.getByRole('link', { name: 'Edit this page' }).focus();
  await page.keyboard.press('Shift+Tab');
  const no = footerQuestion(page).getByRole('button', { name: 'No' });
  await expect(no).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('textbox', { name: 'Comment' })).toBeFocused();
  await page.keyboard.type('Too long.');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /Open a GitHub issue/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeFocused();
  await page.keyboard.press('Enter');
  // The section's thank-you may still be showing: each form has its own.
  await expect(
    page.getByRole('alert').filter({ hasText: 'Feedback submitted' }).last(),
  ).toBeVisible();
  await expect(no).toBeFocused();
  await expect(no).toHaveAttribute('aria-pressed', 'true');
  expect(bodies).toEqual([
    {
      page: ROUTE,
      section: 'date-library-adapters',
      rating: 1,
      comment: 'Clear table.',
      version: VERSION,
      language: 'en',
    },
    {
      page: ROUTE,
      section: null,
      rating: 0,
      comment: 'Too long.',
      version: VERSION,
      language: 'en',
    },
  ]);
});
