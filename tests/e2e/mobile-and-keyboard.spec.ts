import { expect, test } from './support/fixtures';
import { gotoHydrated } from './support/hydration';

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('the drawer opens from the menu button and closes with Escape, returning focus', async ({
    page,
  }) => {
    await gotoHydrated(page, '/x/introduction/installation/');
    const nav = page.getByRole('navigation', { name: 'documentation' });
    await expect(nav).toBeHidden();
    const menu = page.getByRole('button', { name: 'Open main navigation' });
    await menu.click();
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Installation' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('button', { name: 'Close main navigation' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test('following a link in the drawer closes it', async ({ page }) => {
    await gotoHydrated(page, '/x/introduction/installation/');
    await page.getByRole('button', { name: 'Open main navigation' }).click();
    const nav = page.getByRole('navigation', { name: 'documentation' });
    await nav.getByRole('link', { name: 'Support', exact: true }).click();
    await expect(page).toHaveURL('/x/introduction/support/');
    await expect(nav).toBeHidden();
  });
});

test.describe('keyboard', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('the skip link is the first tab stop and moves focus to the content', async ({ page }) => {
    await gotoHydrated(page, '/x/introduction/installation/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('a page can be reached from the drawer with the keyboard alone', async ({ page }) => {
    await gotoHydrated(page, '/x/introduction/installation/');
    const nav = page.getByRole('navigation', { name: 'documentation' });
    await nav.getByRole('link', { name: 'Roadmap' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/x/introduction/roadmap/');
    const dataGrid = nav.getByRole('button', { name: 'Data Grid' });
    await dataGrid.focus();
    await page.keyboard.press('Enter');
    await expect(dataGrid).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(dataGrid).toHaveAttribute('aria-expanded', 'false');
  });

  test('focus is visible on links', async ({ page }) => {
    await gotoHydrated(page, '/x/introduction/installation/');
    const link = page.getByRole('link', { name: 'Edit this page' });
    await link.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const outline = await link.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
  });
});
