import { expect, test } from './support/fixtures';
import { gotoHydrated } from './support/hydration';

test.describe('page layout', () => {
  test.use({ viewport: { width: 1600, height: 900 } });

  test('writes the head tags of a docs page', async ({ page }) => {
    await page.goto('/x/introduction/installation/');
    await expect(page).toHaveTitle('Installation - MUI X');
    const meta = (name: string) => page.locator(`meta[name="${name}"]`);
    await expect(meta('description')).toHaveAttribute('content', /.{20,}/);
    await expect(meta('mui:productId')).toHaveAttribute('content', 'null');
    await expect(meta('mui:productCategoryId')).toHaveAttribute('content', 'x');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://mui.com/x/introduction/installation/',
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Installation - MUI X',
    );
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      'https://mui.com/x/introduction/installation/',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('lists h2 and h3 in the table of contents, follows clicks and scrolling', async ({
    page,
  }) => {
    await page.clock.install();
    await gotoHydrated(page, '/x/introduction/installation/');
    const toc = page.getByRole('navigation', { name: 'Page table of contents' });
    await expect(toc).toBeVisible();
    const links = toc.getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThan(2);
    const headingIds = await page
      .locator('.markdown-body h2[id], .markdown-body h3[id]')
      .evaluateAll((hs) => hs.map((h) => h.id));
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      headingIds.map((id) => `#${id}`),
    );

    const second = links.nth(1);
    await second.click();
    await expect(page).toHaveURL(new RegExp(`${headingIds[1]}$`));
    await expect(second).toHaveAttribute('aria-current', 'location');
    await expect(page.locator(`[id="${headingIds[1]}"]`)).toBeInViewport();

    // Scroll-spy: once the pause after a click is over (the page runs on Playwright's clock, so
    // it is skipped rather than slept through), scrolling to the last heading makes it active.
    await page.clock.runFor(1100);
    const lastId = headingIds[headingIds.length - 1];
    await page
      .locator(`[id="${lastId}"]`)
      .evaluate((heading) =>
        window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 60),
      );
    await expect(toc.locator('[aria-current="location"]')).toHaveAttribute('href', `#${lastId}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(toc.locator('[aria-current="location"]')).toHaveCount(0);
  });

  test('prose travels once: the inlined page data leaves it out, hydration and client navigation keep it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/x/introduction/installation/');
    const inlined = await page.locator('#__NEXT_DATA__').textContent();
    expect(inlined?.length).toBeLessThan(10_000);
    expect(inlined).not.toContain('@mui/x-data-grid');
    const prose = page.locator('.markdown-body');
    await expect(prose).toContainText('@mui/x-data-grid');
    const tabs = page.getByRole('tablist').first();
    await tabs.getByRole('tab', { name: 'pnpm' }).click();
    await expect(page.getByRole('tabpanel').first()).toContainText('pnpm add');
    // A marker on <html> proves the next page is reached by client-side navigation, not a full load.
    await page.evaluate(() => document.documentElement.setAttribute('data-test-rerender', '1'));
    await page.getByRole('link', { name: 'Licensing' }).first().click();
    await expect(page).toHaveURL(/\/x\/introduction\/licensing\/$/);
    await expect(page.locator('html')).toHaveAttribute('data-test-rerender', '1');
    await expect(prose).toContainText('MIT');
    await page.goBack();
    await expect(prose).toContainText('@mui/x-data-grid');
    await expect(page.getByRole('tabpanel').first()).toContainText('pnpm add');
  });

  test('gives headings anchor links and lands on them from a URL hash', async ({ page }) => {
    await page.goto('/x/introduction/installation/');
    const heading = page.locator('.markdown-body h2').first();
    const id = await heading.getAttribute('id');
    await expect(heading.locator('a.title-link-to-anchor')).toHaveAttribute('href', `#${id}`);
    await page.goto('/x/introduction/licensing/');
    await page.goto(`/x/introduction/installation/#${id}`);
    await expect(heading).toBeInViewport();
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(57); // not hidden under the sticky app bar
  });

  test('links to the source file of the page', async ({ page }) => {
    await page.goto('/x/introduction/installation/');
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
      'href',
      /\/edit\/[^/]+\/content\/introduction\/installation\/index\.mdx$/,
    );
  });

  test('shows the back-to-top button after scrolling and scrolls up with it', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 500 });
    await gotoHydrated(page, '/x/introduction/installation/');
    const button = page.getByRole('button', { name: 'Scroll back to top' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 600));
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('serves its own 404 page inside the shell', async ({ page }) => {
    const response = await page.goto('/x/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveTitle('Page not found - MUI X');
    await page.getByRole('link', { name: 'Go to the MUI X overview' }).click();
    await expect(page).toHaveURL('/x/introduction/');
  });
});
