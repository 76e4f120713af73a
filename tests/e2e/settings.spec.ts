import { expect, test } from './support/fixtures';
import { gotoHydrated } from './support/hydration';

test.use({ viewport: { width: 1400, height: 900 }, colorScheme: 'light' });

test('the settings drawer opens from the app bar and the chosen mode sticks', async ({ page }) => {
  await gotoHydrated(page, '/x/introduction/installation/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mui-color-scheme', 'light');
  const button = page.getByRole('button', { name: 'Toggle settings drawer' });
  await button.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'System', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await drawer.getByRole('button', { name: 'Dark' }).click();
  await expect(html).toHaveAttribute('data-mui-color-scheme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(button).toBeFocused();
  await page.reload();
  await expect(html).toHaveAttribute('data-mui-color-scheme', 'dark');
});
