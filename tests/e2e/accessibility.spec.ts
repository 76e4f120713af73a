import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';

/** One page of each template this site has so far: prose, live demos, API reference, playground. */
const PAGES = [
  '/x/introduction/installation/',
  '/x/introduction/',
  '/x/introduction/components-api/',
  '/x/api/data-grid/',
  '/x/api/date-pickers/date-picker/',
  '/x/api/data-grid/grid-col-def/',
  '/zh/x/api/charts/line-chart/',
  '/playground/diagnostics/CrashingDemo/',
];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`axe, ${colorScheme} mode`, () => {
    test.use({ colorScheme, viewport: { width: 1280, height: 900 } });
    for (const url of PAGES) {
      test(`${url} has no serious or critical violation`, async ({ page }) => {
        await page.goto(url);
        // Bring every lazy demo in, so it is checked too.
        for (const demo of await page.locator('.demo').all()) await demo.scrollIntoViewIfNeeded();
        await expect(page.locator('.demo-live .demo-placeholder')).toHaveCount(0);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
        expect(serious).toEqual([]);
      });
    }
  });
}
