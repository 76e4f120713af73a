import { expect, test } from './support/fixtures';
import { allDocsUrls } from './support/pages';

test.describe('every built page', () => {
  for (const url of allDocsUrls()) {
    test(`${url} loads without errors`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('meta[name="mui:productId"]')).toHaveCount(1);
      await expect(page.locator('meta[name="mui:productCategoryId"]')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
    });
  }
});
