import type { Page, Route } from '@playwright/test';
import { readInstalledMuiXVersion } from '../../src/config/build/installedVersion';
import { acceptProblems, expect, test } from './support/fixtures';

const PAGE = '/x/introduction/installation/';
const ROUTE = '/x/introduction/installation';
const VERSION = readInstalledMuiXVersion(process.cwd());

// The offline service worker is not what these journeys test, and requests it handled would
// bypass page.route().
test.use({ serviceWorkers: 'block' });

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
  test('sends a "Yes" with a comment only on Submit, thanks the reader and remembers the vote', async ({
    page,
    context,
  }) => {
    const bodies = await mockFeedback(page);
    await page.goto(PAGE);
    const question = footerQuestion(page);
    const yes = question.getByRole('button', { name: 'Yes' });
    const no = question.getByRole('button', { name: 'No' });
    await expect(yes).toHaveAttribute('aria-pressed', 'false');
    await expect(no).toHaveAttribute('aria-pressed', 'false');

    await yes.click();
    await expect(yes).toHaveAttribute('aria-pressed', 'true');
    const comment = page.getByRole('textbox', { name: 'Comment' });
    await expect(comment).toBeFocused();
    await expect(page.getByText('What did you like?')).toBeVisible();
    await expect(page.getByRole('link', { name: /Open a GitHub issue/ })).toHaveCount(0);
    await comment.fill('The peer dependency list saved me time.');
    expect(bodies).toEqual([]);

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Feedback submitted' })).toBeVisible();
    expect(bodies).toEqual([
      {
        page: ROUTE,
        section: null,
        rating: 1,
        comment: 'The peer dependency list saved me time.',
        version: VERSION,
        language: 'en',
      },
    ]);
    await expect(comment).toHaveCount(0);
    await expect(yes).toBeFocused();
    await expect(yes).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('alert').filter({ hasText: 'Feedback submitted' })).toHaveCount(0, {
      timeout: 6000,
    });

    const cookie = (await context.cookies()).find((each) => each.name === 'feedback');
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({ [ROUTE]: 1 });
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

    await page.reload();
    await expect(footerQuestion(page).getByRole('button', { name: 'Yes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(footerQuestion(page).getByRole('button', { name: 'No' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('a "No" offers a GitHub issue naming the page, and Ctrl+Enter submits', async ({ page }) => {
    const bodies = await mockFeedback(page);
    await page.goto(PAGE);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    await footerQuestion(page).getByRole('button', { name: 'No' }).click();
    await expect(page.getByText('How can we improve this page?')).toBeVisible();
    const comment = page.getByRole('textbox', { name: 'Comment' });
    await comment.fill('Which React versions are supported?');

    const issue = page.getByRole('link', { name: /Open a GitHub issue/ });
    const href = new URL((await issue.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toMatch(
      /^https:\/\/github\.com\/[^/]+\/[^/]+\/issues\/new$/,
    );
    expect(href.searchParams.get('title')).toBe('[docs] Feedback on "Installation"');
    expect(href.searchParams.get('body')).toContain(canonical!);
    expect(href.searchParams.get('body')).toContain('Which React versions are supported?');
    await expect(issue).toHaveAttribute('target', '_blank');

    await comment.press('Control+Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Feedback submitted' })).toBeVisible();
    expect(bodies).toEqual([
      {
        page: ROUTE,
        section: null,
        rating: 0,
        comment: 'Which React versions are supported?',
        version: VERSION,
        language: 'en',
      },
    ]);
  });

  test('keeps the form and the comment when sending fails, and says so', async ({
    page,
    context,
    pageProblems,
  }) => {
    let fail: (route: Route) => Promise<void> = (route) =>
      route.fulfill({ status: 500, json: { error: 'database unavailable' } });
    const bodies = await mockFeedback(page, (route) => fail(route));
    await page.goto(PAGE);
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
  });

  test('ignores a corrupt cookie', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'feedback', value: '%7B%22%2Fx%2Fintro', url: baseURL! }]);
    await mockFeedback(page);
    await page.goto(PAGE);
    const yes = footerQuestion(page).getByRole('button', { name: 'Yes' });
    await expect(yes).toHaveAttribute('aria-pressed', 'false');
    await yes.click();
    await page.getByRole('textbox', { name: 'Comment' }).press('Control+Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Feedback submitted' })).toBeVisible();
    const cookie = (await context.cookies()).find((each) => each.name === 'feedback');
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({ [ROUTE]: 1 });
  });

  test('an API page has the question but no GitHub issue link (it has no source file)', async ({
    page,
  }) => {
    await mockFeedback(page);
    await page.goto('/x/api/date-pickers/date-picker/');
    await footerQuestion(page).getByRole('button', { name: 'No' }).click();
    await expect(page.getByRole('textbox', { name: 'Comment' })).toBeFocused();
    await expect(page.getByRole('link', { name: /Open a GitHub issue/ })).toHaveCount(0);
  });
});

test.describe('section feedback', () => {
  // Wide enough for the side table of contents.
  test.use({ viewport: { width: 1600, height: 900 } });

  test('the button beside a heading opens a form titled with the section, which sends the section id', async ({
    page,
  }) => {
    const bodies = await mockFeedback(page);
    await page.goto(PAGE);
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
    const issue = new URL(
      (await dialog.getByRole('link', { name: /Open a GitHub issue/ }).getAttribute('href'))!,
    );
    expect(issue.searchParams.get('title')).toBe(
      '[docs] Feedback on "Installation: Peer dependencies"',
    );
    expect(issue.searchParams.get('body')).toContain(
      '/x/introduction/installation/#peer-dependencies',
    );
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

  test('h4 headings get no button', async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.locator('.markdown-body h4 .section-feedback')).toHaveCount(0);
    const buttons = await page.locator('.markdown-body .section-feedback').count();
    expect(buttons).toBe(
      await page.locator('.markdown-body h2[id], .markdown-body h3[id]').count(),
    );
  });
});

test('the Chinese page shows translated labels and sends language "zh"', async ({
  page,
  pageProblems,
}) => {
  const bodies = await mockFeedback(page, (route) =>
    bodies.length === 1
      ? route.fulfill({ status: 503, json: { error: 'busy' } })
      : route.fulfill({ status: 201, json: { id: 2 } }),
  );
  await page.goto(`/zh${PAGE}`);
  const question = footerQuestion(page, '此页面对你有帮助吗？');
  await question.getByRole('button', { name: '否' }).click();
  await expect(page.getByText('我们可以如何改进此页面？')).toBeVisible();
  const comment = page.getByRole('textbox', { name: '评论' });
  await expect(comment).toBeFocused();
  await expect(page.getByRole('link', { name: /提交 GitHub issue/ })).toBeVisible();
  await comment.fill('需要更多示例');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: '无法提交反馈，请稍后再试。' }),
  ).toBeVisible();
  acceptProblems(pageProblems, /HTTP 503/);
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '反馈已提交' })).toBeVisible();
  expect(bodies[1]).toEqual({
    page: ROUTE,
    section: null,
    rating: 0,
    comment: '需要更多示例',
    version: VERSION,
    language: 'zh',
  });

  const button = page.getByRole('button', { name: '关于“Peer dependencies”部分的反馈' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: '关于“Peer dependencies”的反馈' });
  await expect(dialog.getByText('此部分对你有帮助吗？')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '是' })).toBeVisible();
  await dialog.getByRole('button', { name: '是' }).click();
  await expect(dialog.getByText('你喜欢哪些内容？')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '取消' })).toBeVisible();
});

test('works with the keyboard alone', async ({ page }) => {
  const bodies = await mockFeedback(page);
  await page.goto(PAGE);

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
