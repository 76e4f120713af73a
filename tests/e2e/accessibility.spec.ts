import { createRequire } from 'node:module';
import { expect, test } from './support/fixtures';
import { WCAG_TAGS, axeViolations, expectNoSeriousViolation } from './support/axe';

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
  const levelAOrAA = new Set(
    axe.getRules().flatMap((rule) => rule.tags.filter((tag) => /^wcag2\d?aa?$/.test(tag))),
  );
  expect([...levelAOrAA].sort()).toEqual([...WCAG_TAGS].sort());
  expect(WCAG_TAGS).toContain('wcag21a');
});

test('the axe runner reports violations, within its scope and rules, in a page it injected once', async ({
  page,
}) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Canary</title></head><body><main><h1>Canary</h1><p id="faint" style="color:#777;background:#888">faint text</p><div id="photo"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></div></main></body></html>',
  );
  const all = await axeViolations(page, { tags: WCAG_TAGS });
  expect(all.map((violation) => [violation.id, violation.impact, violation.targets])).toEqual(
    expect.arrayContaining([
      ['color-contrast', 'serious', ['#faint']],
      ['image-alt', 'critical', ['img']],
    ]),
  );
  expect(
    (await axeViolations(page, { rules: ['color-contrast'] })).map((violation) => violation.id),
  ).toEqual(['color-contrast']);
  expect(
    (await axeViolations(page, { tags: WCAG_TAGS }, { exclude: ['#faint', '#photo'] })).map(
      (violation) => violation.id,
    ),
  ).toEqual([]);
  expect(
    (await axeViolations(page, { tags: WCAG_TAGS }, { include: ['#photo'] })).map(
      (violation) => violation.id,
    ),
  ).toEqual(['image-alt']);
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
