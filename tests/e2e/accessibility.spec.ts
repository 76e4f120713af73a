import { createRequire } from 'node:module';
import { expect, test } from './support/fixtures';
import { WCAG_TAGS, expectNoSeriousViolation } from './support/axe';

/**
 * One page of each template at desktop width, in light and in dark mode: prose, live demos,
 * components API tab (a short one: the tables are the API pages' own), API reference, the 404
 * page, playground. Every guide page is checked too, in one colour mode at 375 px, by the
 * whole-site pass (site-pass.spec.ts), which has already loaded it and rendered its demos.
 */
const TEMPLATES = [
  '/x/introduction/installation/',
  '/x/introduction/',
  '/x/react-tree-view/rich-tree-view/items/components-api/',
  '/x/api/data-grid/',
  '/x/api/date-pickers/date-picker/',
  '/x/api/data-grid/grid-col-def/',
  '/zh/x/api/charts/line-chart/',
  '/x/no-such-page/',
  '/playground/diagnostics/CrashingDemo/',
];

test('the axe runs use every WCAG 2.0, 2.1 and 2.2 level A and AA tag axe-core has', () => {
  const axe = createRequire(import.meta.url)('axe-core') as { getRules(): { tags: string[] }[] };
  const levelAOrAA = new Set(axe.getRules().flatMap((rule) => rule.tags.filter((tag) => /^wcag2\d?aa?$/.test(tag))));
  expect([...levelAOrAA].sort()).toEqual([...WCAG_TAGS].sort());
  expect(WCAG_TAGS).toContain('wcag21a');
});

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
