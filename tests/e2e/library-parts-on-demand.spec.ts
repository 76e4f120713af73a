import { openColumnMenu } from './support/dataGrid';
import { expect, test } from './support/fixtures';
import { gotoHydrated } from './support/hydration';
import { trackScripts } from './support/scripts';

/**
 * Library parts that load on demand (scripts/next/librarySwaps.mjs) still work: the
 * charts tooltip's Popper, loaded at the reader's first input; the charts toolbar's buttons and
 * the grid filter panel's Autocomplete and chips, loaded when they first render.
 */
const CHARTS = '/x/react-charts/';
/** A string of Popper.js's minified code: the attribute it writes on the element it places. */
const POPPER_CODE = 'data-popper-placement';

test.use({ viewport: { width: 1280, height: 900 } });

test('the tooltip code loads at the first input, and the tooltip shows on hover', async ({
  page,
}) => {
  // Headless Chromium sends the page a trusted pointerover from where its mouse rests (0,0, the
  // app bar) soon after load, which would count as the reader's first input at a random moment.
  // Until the test's own hover, input events are stopped before the page's listeners see them
  // (this script's listeners are the first on window), so the first input is the test's hover.
  await page.addInitScript(() => {
    const w = window as { __inputOpen?: boolean };
    for (const type of ['pointerover', 'pointerdown', 'keydown', 'focusin'])
      window.addEventListener(
        type,
        (event) => {
          if (!w.__inputOpen) event.stopImmediatePropagation();
        },
        { capture: true },
      );
  });
  const scripts = trackScripts(page);
  await gotoHydrated(page, CHARTS);
  const dashboard = page.locator('.demo[data-demo="react-charts/CafeDashboard"] .demo-live');
  const bar = dashboard.locator('.MuiBarElement-root').first();
  await expect(bar).toBeVisible({ timeout: 15_000 });
  // Every script the page asked for while loading and rendering the chart has arrived.
  await scripts.settled();
  const withPopper = () => scripts.bodies.filter(({ body }) => body.includes(POPPER_CODE));
  expect(withPopper(), 'Popper.js loaded before any input').toEqual([]);

  await page.evaluate(() => ((window as { __inputOpen?: boolean }).__inputOpen = true));
  await bar.hover();
  await expect(page.locator('.MuiChartsTooltip-root')).toBeVisible();
  await expect(page.locator('.MuiChartsTooltip-root')).toContainText('Espresso drinks');
  await scripts.settled();
  expect(withPopper().length).toBeGreaterThan(0);
});

test('a chart toolbar renders its buttons, and its Export menu opens', async ({ page }) => {
  await gotoHydrated(page, CHARTS);
  const heatmap = page.locator('.demo[data-demo="react-charts/GymHeatmapPro"] .demo-live');
  await heatmap.scrollIntoViewIfNeeded();
  const exportButton = heatmap.getByRole('button', { name: 'Export' });
  await expect(exportButton).toBeVisible({ timeout: 15_000 });
  await exportButton.click();
  await expect(page.getByRole('menuitem', { name: 'Print' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Export as PNG' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Print' })).toHaveCount(0);
});

test('the grid filter panel loads its Autocomplete when "is any of" is chosen, and filters by it', async ({
  page,
}) => {
  await gotoHydrated(page, '/x/react-data-grid/');
  const grid = page.locator('.demo[data-demo="react-data-grid/SalesOrdersGrid"] .demo-live');
  const regionHeader = grid.getByRole('columnheader', { name: 'Region' });
  await expect(regionHeader).toBeVisible({ timeout: 15_000 });
  const menu = await openColumnMenu(page, grid, 'Region');
  await menu.getByRole('menuitem', { name: 'Filter' }).click();
  const operator = page.getByRole('combobox', { name: 'Operator' });
  await expect(operator).toBeVisible();
  await operator.click();
  await page.getByRole('option', { name: 'is any of' }).click();
  const values = page.getByRole('combobox', { name: 'Value' });
  await expect(values).toBeVisible();
  await values.fill('Iberia');
  await page.getByRole('option', { name: 'Iberia' }).click();
  await expect(page.getByRole('button', { name: 'Iberia' })).toBeVisible();
  await page.keyboard.press('Escape');
  const regions = await grid.locator('[role="gridcell"][data-field="region"]').allInnerTexts();
  expect(regions.length).toBeGreaterThan(0);
  expect(new Set(regions)).toEqual(new Set(['Iberia']));
});
