import {
  FEEDBACK_PAGE as PAGE,
  FEEDBACK_ROUTE as ROUTE,
  FEEDBACK_VERSION as VERSION,
  footerQuestion,
  mockFeedback,
} from './support/feedbackForm';
import { expect, test } from './support/fixtures';
import { gotoHydrated } from './support/hydration';

// The section forms, the Chinese labels and the keyboard journey; the page form is in feedback.spec.ts.
test.use({ serviceWorkers: 'block' });

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
