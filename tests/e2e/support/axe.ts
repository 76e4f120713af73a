import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { axeExclusions, expect } from './fixtures';

/** Every WCAG 2.0, 2.1 and 2.2 level A and AA tag axe-core has (it has no `wcag22a` rule). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The rules whose outcome depends on colours: all that can change between light and dark mode. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export type ColorScheme = 'light' | 'dark';

/**
 * Markup of the installed MUI X version (8.29.3) that breaks a rule and that no page can change:
 * only a violation of that rule on an element matching its selector is left out, so the same
 * rule anywhere else, and any other rule on the same element, still fails. Re-check on upgrade.
 */
export const LIBRARY_DEFECTS: readonly { rule: string; selector: string; why: string }[] = [
  {
    rule: 'aria-prohibited-attr',
    selector: '.MuiDataGrid-columnHeader div[role="presentation"][aria-label]',
    why: "the Pro detail panel toggle column's header is a presentational div with an aria-label",
  },
  {
    rule: 'aria-required-children',
    selector:
      '[role="grid"]:has(.MuiDataGrid-detailPanel), [role="rowgroup"]:has(> .MuiDataGrid-detailPanel)',
    why: 'Pro detail panels sit in the rowgroup without a row role, so their content counts as its children',
  },
  {
    rule: 'label-content-name-mismatch',
    selector: '.MuiDataGrid-pivotPanelSection button:has(.MuiDataGrid-pivotPanelSectionTitle)',
    why: 'the Premium pivot panel labels each section button "Rows" while it shows "Rows" and a count badge ("Rows1")',
  },
  {
    rule: 'scrollable-region-focusable',
    selector: '.MuiDataGrid-virtualScroller:not(:has([role="columnheader"]))',
    why: 'the Pro list view renders no column headers, where the grid keeps its tab stop, so its scroller holds no focusable element until a cell is clicked',
  },
];

/** Which rules a run uses: every rule of some tags, or the named rules. */
export type AxeRules = { tags: readonly string[] } | { rules: readonly string[] };

/** A violation of an axe run: the rule, its impact and the CSS selector of each failing node. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  targets: string[];
}

const AXE_SOURCE = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

/**
 * Runs axe-core in the page itself and returns its violations; `include` and `exclude` are CSS
 * selectors. axe is injected once per document, and only the violations come back. This is what
 * @axe-core/playwright's legacy mode does, in half the time: that package injects axe twice per
 * run, and into every frame (8 guide pages in one tab, 375 px: 14.1 s of axe instead of 7.7 s).
 * The site embeds no frame, so `iframes: false`: axe would otherwise wait for answers from frames
 * it was not injected into (a print preview's, for instance).
 */
export async function axeViolations(
  page: Page,
  rules: AxeRules,
  scope: { include?: readonly string[]; exclude?: readonly string[] } = {},
): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ runOnly, include, exclude }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const excluded = exclude.map((selector) => [selector]);
      const context =
        include.length > 0
          ? { include: include.map((selector) => [selector]), exclude: excluded }
          : { exclude: excluded };
      const results = await axe.run(context, {
        runOnly,
        resultTypes: ['violations'],
        iframes: false,
      });
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    },
    {
      runOnly:
        'tags' in rules
          ? { type: 'tag' as const, values: [...rules.tags] }
          : { type: 'rule' as const, values: [...rules.rules] },
      include: [...(scope.include ?? [])],
      exclude: [...axeExclusions(), ...(scope.exclude ?? [])],
    },
  );
}

/** Violations as "rule: targets" lines, for an assertion that expects none. */
export function violationLines(violations: readonly AxeViolation[]): string[] {
  return violations.map((violation) => `${violation.id}: ${violation.targets.join(', ')}`);
}

/** Serious and critical violations of one axe run, as "rule: targets" lines, known library defects left out. */
export async function seriousViolations(
  page: Page,
  rules: AxeRules,
  exclude: readonly string[] = [],
): Promise<string[]> {
  const lines: string[] = [];
  for (const violation of await axeViolations(page, rules, { exclude })) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    const defects = LIBRARY_DEFECTS.filter((defect) => defect.rule === violation.id).map(
      (defect) => defect.selector,
    );
    const ours =
      defects.length === 0
        ? violation.targets
        : await page.evaluate(
            ([selectors, list]) =>
              list.filter(
                (target) =>
                  !selectors.some((selector) => document.querySelector(target)?.matches(selector)),
              ),
            [defects, violation.targets] as const,
          );
    if (ours.length > 0) lines.push(`${violation.id}: ${ours.join(', ')}`);
  }
  return lines;
}

/**
 * Waits until the rendered demos have settled: lazy-loading demos show the library's loading
 * markup for a moment (a tree with no item yet, a spinner with no name in a tree or in a Data Grid
 * group row being fetched) while their fake server answers, and axe checks the settled page.
 */
async function demosSettled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          [...document.querySelectorAll<HTMLElement>('.demo [role="tree"]')].some(
            (tree) => tree.offsetParent !== null && !tree.querySelector('[role="treeitem"]'),
          ) ||
          document.querySelector(
            '.demo [role="tree"] [role="progressbar"], .demo .MuiDataGrid-groupingCriteriaCellLoadingContainer, .demo .MuiDataGrid-treeDataGroupingCellLoadingContainer',
          ) !== null,
      ),
    )
    .toBe(false);
}

/**
 * Waits for the page to show the colour scheme: the attribute switched, and every colour
 * transition it started (Material UI's inputs fade their label and border colours over 200 ms)
 * finished, so axe reads the final colours, not one in between. Endless animations (spinners) are
 * not waited for.
 */
async function expectColorScheme(page: Page, scheme: ColorScheme): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', scheme);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Only time-based animations that end: scroll-driven ones (the Data Grid's scroll
        // shadows) have a percentage for an end time and never finish.
        .filter((animation) => {
          const endTime = animation.effect?.getComputedTiming().endTime;
          return (
            animation.timeline === document.timeline &&
            typeof endTime === 'number' &&
            Number.isFinite(endTime)
          );
        })
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Checks a loaded page (in light mode) in both colour modes, as the template checks do: every
 * demo scrolled in first, so it is checked too; every WCAG A and AA rule in light mode; then,
 * after switching the page to dark mode live, the colour rules, the only ones whose answer can
 * change (the site, demos included, follows the system setting live). Leaves the page in light mode.
 */
export async function expectNoSeriousViolation(page: Page): Promise<void> {
  // The page scrolls itself: Playwright's scrollIntoViewIfNeeded first waits for the box to hold
  // still, and on a loaded CI machine the demos mounting above it kept one moving until timeout.
  for (const demo of await page.locator('.demo').all()) {
    await demo.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect(demo.locator('.demo-live .demo-placeholder')).toHaveCount(0, { timeout: 15_000 });
  }
  await demosSettled(page);
  expect(await seriousViolations(page, { tags: WCAG_TAGS }), `${page.url()} in light mode`).toEqual(
    [],
  );
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectColorScheme(page, 'dark');
  expect(
    await seriousViolations(page, { rules: COLOUR_RULES }),
    `${page.url()} in dark mode`,
  ).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
  await expectColorScheme(page, 'light');
}

/**
 * Checks a page the whole-site pass has loaded, in the colour mode it was loaded in, with every
 * WCAG A and AA rule, once. The live part of a demo the visit did not render (one rendered on
 * another page, the same code) is left out: it may be mid-way through loading.
 */
export async function expectNoSeriousViolationAsLoaded(
  page: Page,
  scheme: ColorScheme,
  renderedDemos: readonly string[],
): Promise<void> {
  await expectColorScheme(page, scheme);
  const unrendered = await page.evaluate(
    (rendered) =>
      [...document.querySelectorAll<HTMLElement>('.demo[data-demo]')]
        .map((demo) => demo.dataset.demo!)
        .filter((id) => !rendered.includes(id)),
    [...renderedDemos],
  );
  await demosSettled(page);
  const exclude = [...new Set(unrendered)].map((id) => `.demo[data-demo="${id}"] .demo-live`);
  expect(
    await seriousViolations(page, { tags: WCAG_TAGS }, exclude),
    `${page.url()} in ${scheme} mode`,
  ).toEqual([]);
}
