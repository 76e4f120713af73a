import { test } from './support/fixtures';
import { expectNoSeriousViolation } from './support/axe';

/**
 * One page of each template at desktop width: prose, live demos, components API tab (a short one:
 * the tables are the API pages' own), API reference, playground. Every Tree View guide page is
 * checked too, at 375 px, by the whole-site pass (site-pass.spec.ts), which has already loaded it
 * and rendered its demos.
 */
const TEMPLATES = [
  '/x/introduction/installation/',
  '/x/introduction/',
  '/x/react-tree-view/rich-tree-view/items/components-api/',
  '/x/api/data-grid/',
  '/x/api/date-pickers/date-picker/',
  '/x/api/data-grid/grid-col-def/',
  '/zh/x/api/charts/line-chart/',
  '/playground/diagnostics/CrashingDemo/',
];

test.describe('axe, light and dark mode', () => {
  test.use({ colorScheme: 'light', viewport: { width: 1280, height: 900 } });
  for (const url of TEMPLATES) {
    test(`${url} has no serious or critical violation`, async ({ page }) => {
      // axe walks every node of pages with several live grids and charts: seconds, not milliseconds.
      test.setTimeout(120_000);
      await page.goto(url);
      await expectNoSeriousViolation(page);
    });
  }
});
