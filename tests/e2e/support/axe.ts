import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { axeExclusions, expect } from './fixtures';

/** Every WCAG 2.0, 2.1 and 2.2 level A and AA tag axe-core has (it has no `wcag22a` rule). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The rules whose outcome depends on colours: all that can change between light and dark mode. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

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
    selector: '[role="grid"]:has(.MuiDataGrid-detailPanel), [role="rowgroup"]:has(> .MuiDataGrid-detailPanel)',
    why: 'Pro detail panels sit in the rowgroup without a row role, so their content counts as its children',
  },
  {
    rule: 'scrollable-region-focusable',
    selector: '.MuiDataGrid-virtualScroller:not(:has([role="columnheader"]))',
    why: "the Pro list view renders no column headers, where the grid keeps its tab stop, so its scroller holds no focusable element until a cell is clicked",
  },
];

/**
 * An axe run on a page. Only violations are reported in full: axe then skips serialising every
 * passing node. Legacy mode runs axe in the page itself instead of opening a blank page to merge
 * the frames' results: half the time of a run (installation page at 375 px: 7.7 → 3.4 s on this
 * machine). What it gives up, cross-origin frames, the site has none (the test browser reaches no
 * other host).
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
}

/** Serious and critical violations of one axe run, as "rule: targets" lines. */
async function seriousViolations(page: Page, rules: { tags: string[] } | { rules: string[] }, exclude: readonly string[] = []): Promise<string[]> {
  let axe = axeOn(page);
  axe = 'tags' in rules ? axe.withTags(rules.tags) : axe.withRules(rules.rules);
  for (const selector of [...axeExclusions(), ...exclude]) axe = axe.exclude(selector);
  const results = await axe.analyze();
  const lines: string[] = [];
  for (const violation of results.violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    const defects = LIBRARY_DEFECTS.filter((defect) => defect.rule === violation.id).map((defect) => defect.selector);
    const targets = violation.nodes.map((node) => node.target.join(' '));
    const ours = defects.length === 0 ? targets : await page.evaluate(
      ([selectors, list]) => list.filter((target) => !selectors.some((selector) => document.querySelector(target)?.matches(selector))),
      [defects, targets] as const,
    );
    if (ours.length > 0) lines.push(`${violation.id}: ${ours.join(', ')}`);
  }
  return lines;
}

/**
 * Waits until the rendered demos have settled: lazy-loading demos show the library's loading
 * markup for a moment (a tree with no item yet, a spinner with no name) while their fake server
 * answers, and axe checks the settled page.
 */
async function demosSettled(page: Page): Promise<void> {
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
}

async function expectColorScheme(page: Page, scheme: ColorScheme): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', scheme);
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
  expect(await seriousViolations(page, { tags: WCAG_TAGS }), `${page.url()} in light mode`).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectColorScheme(page, 'dark');
  expect(await seriousViolations(page, { rules: COLOUR_RULES }), `${page.url()} in dark mode`).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
  await expectColorScheme(page, 'light');
}

/**
 * Checks a page the whole-site pass has loaded, in the colour mode it was loaded in, with every
 * WCAG A and AA rule, once. The live part of a demo the visit did not render (one rendered on
 * another page, the same code) is left out: it may be mid-way through loading.
 */
export async function expectNoSeriousViolationAsLoaded(page: Page, scheme: ColorScheme, renderedDemos: readonly string[]): Promise<void> {
  await expectColorScheme(page, scheme);
  const unrendered = await page.evaluate(
    (rendered) => [...document.querySelectorAll<HTMLElement>('.demo[data-demo]')].map((demo) => demo.dataset.demo!).filter((id) => !rendered.includes(id)),
    [...renderedDemos],
  );
  await demosSettled(page);
  const exclude = [...new Set(unrendered)].map((id) => `.demo[data-demo="${id}"] .demo-live`);
  expect(await seriousViolations(page, { tags: WCAG_TAGS }, exclude), `${page.url()} in ${scheme} mode`).toEqual([]);
}
