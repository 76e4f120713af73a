import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { axeExclusions, expect } from './fixtures';

/** The product whose every guide page axe checks, beyond one page of each template. */
export const FULLY_CHECKED_PRODUCT = '/x/react-tree-view';

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

/**
 * Checks a loaded page (in light mode) with axe: every demo scrolled in first, so it is checked
 * too; the WCAG 2.2 A and AA rules in light mode; then, after switching the page to dark mode live,
 * the colour rules, the only ones whose answer can change (the site, demos included, follows the
 * system setting live). Leaves the page in light mode.
 */
export async function expectNoSeriousViolation(page: Page): Promise<void> {
  // The page scrolls itself: Playwright's scrollIntoViewIfNeeded first waits for the box to hold
  // still, and on a loaded CI machine the demos mounting above it kept one moving until timeout.
  for (const demo of await page.locator('.demo').all()) {
    await demo.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect(demo.locator('.demo-live .demo-placeholder')).toHaveCount(0, { timeout: 15_000 });
  }
  // Lazy-loading demos show the library's loading markup for a moment (a tree with no item yet, a
  // spinner with no name) while their fake server answers: axe checks the settled page.
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
  expect(await seriousViolations(new AxeBuilder({ page }).withTags(WCAG_TAGS)), `${page.url()} in light mode`).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  expect(await seriousViolations(new AxeBuilder({ page }).withRules(COLOUR_RULES)), `${page.url()} in dark mode`).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'light');
}
