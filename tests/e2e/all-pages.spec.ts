import { expect, test } from './support/fixtures';
import { guideDocsUrls } from './support/pages';

/**
 * The whole-site pass for guide pages (generated-pages.spec.ts does the API pages and Components
 * API tabs): every guide page in both languages, on a phone-sized screen, loads without console
 * errors or failed same-origin requests (the fixture checks those), has its product meta tags,
 * and does not scroll sideways.
 */
test.describe('every built page', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  for (const url of guideDocsUrls()) {
    test(`${url} loads without errors and fits a 375 px screen`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('meta[name="mui:productId"]')).toHaveCount(1);
      await expect(page.locator('meta[name="mui:productCategoryId"]')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${url} is wider than the screen`).toBeLessThanOrEqual(0);
    });
  }
});
