import AxeBuilder from '@axe-core/playwright';
import { axeExclusions, expect, test } from './support/fixtures';
import { writtenRoutes } from './support/pages';

/** The product whose every guide page is checked, beyond the templates. */
const FULLY_CHECKED_PRODUCT = '/x/react-tree-view';

/**
 * One page of each template: prose, live demos, components API tab (a short one: the tables are
 * the API pages' own), API reference, playground.
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

const PAGES = [
  ...TEMPLATES,
  ...writtenRoutes()
    .filter((route) => route === FULLY_CHECKED_PRODUCT || route.startsWith(`${FULLY_CHECKED_PRODUCT}/`))
    // Components API tabs are one template, checked above; their tables are the API pages'.
    .filter((route) => !route.endsWith('/components-api'))
    .map((route) => `${route}/`)
    .filter((url) => !TEMPLATES.includes(url)),
];

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
/** The rules whose outcome depends on colours: all that can change between light and dark mode. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Serious and critical violations of one axe run, as "rule: targets" lines. */
async function seriousViolations(axe: AxeBuilder): Promise<string[]> {
  for (const selector of axeExclusions()) axe = axe.exclude(selector);
  const results = await axe.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('axe, light and dark mode', () => {
  test.use({ colorScheme: 'light', viewport: { width: 1280, height: 900 } });
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
      // Lazy-loading demos show the library's loading markup for a moment (a tree with no item
      // yet, a spinner with no name) while their fake server answers: axe checks the settled page.
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              [...document.querySelectorAll<HTMLElement>('.demo [role="tree"]')].some(
                (tree) => tree.offsetParent !== null && !tree.querySelector('[role="treeitem"]'),
              ) || document.querySelector('.demo [role="tree"] [role="progressbar"]') !== null,
          ),
        )
        .toBe(false);
      expect(await seriousViolations(new AxeBuilder({ page }).withTags(WCAG_TAGS)), 'light mode').toEqual([]);
      // Dark mode is the same document with other colour variables (the site, demos included,
      // follows the system setting live), so only the colour rules can give another answer: run
      // them after switching, instead of loading and walking the page a second time (about 40% of
      // this spec's time).
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
      expect(await seriousViolations(new AxeBuilder({ page }).withRules(COLOUR_RULES)), 'dark mode').toEqual([]);
    });
  }
});
