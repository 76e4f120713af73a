import AxeBuilder from '@axe-core/playwright';
import { axeExclusions, expect, test } from './support/fixtures';
import { writtenRoutes } from './support/pages';

/** The product whose every guide page is checked, beyond the templates. */
const FULLY_CHECKED_PRODUCT = '/x/react-tree-view';

/** One page of each template: prose, live demos, components API tab, API reference, playground. */
const TEMPLATES = [
  '/x/introduction/installation/',
  '/x/introduction/',
  '/x/introduction/components-api/',
  '/x/api/data-grid/',
  '/x/api/date-pickers/date-picker/',
  '/x/api/data-grid/grid-col-def/',
  '/zh/x/api/charts/line-chart/',
  '/playground/diagnostics/CrashingDemo/',
];

const PAGES = [
  ...TEMPLATES,
  ...writtenRoutes()
    .filter((route) => route === FULLY_CHECKED_PRODUCT || route.startsWith(`${FULLY_CHECKED_PRODUCT}/`))
    // Components API tabs are one template, checked above; their tables are the API pages'.
    .filter((route) => !route.endsWith('/components-api'))
    .map((route) => `${route}/`)
    .filter((url) => !TEMPLATES.includes(url)),
];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`axe, ${colorScheme} mode`, () => {
    test.use({ colorScheme, viewport: { width: 1280, height: 900 } });
    for (const url of PAGES) {
      test(`${url} has no serious or critical violation`, async ({ page }) => {
        // axe walks every node of pages with several live grids and charts: seconds, not milliseconds.
        test.setTimeout(120_000);
        await page.goto(url);
        // Bring every lazy demo in, so it is checked too. The page scrolls itself: Playwright's
        // scrollIntoViewIfNeeded first waits for the box to hold still, and on a loaded CI machine
        // the demos mounting above it kept one moving until the test timed out.
        for (const demo of await page.locator('.demo').all()) {
          await demo.evaluate((element) => element.scrollIntoView({ block: 'center' }));
          await expect(demo.locator('.demo-live .demo-placeholder')).toHaveCount(0, { timeout: 15_000 });
        }
        let axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']);
        for (const selector of axeExclusions()) axe = axe.exclude(selector);
        const results = await axe.analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
        expect(serious).toEqual([]);
      });
    }
  });
}
