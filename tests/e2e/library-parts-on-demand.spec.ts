import { expect, test } from './support/fixtures';

/**
 * Library parts that load on demand (src/engine/demos/onDemand/librarySwaps.mjs) still work: the
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
  const scriptsWithPopper: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes(POPPER_CODE)) scriptsWithPopper.push(response.url());
  });
  await page.goto(CHARTS);
  const dashboard = page.locator('.demo[data-demo="react-charts/CafeDashboard"] .demo-live');
  const bar = dashboard.locator('.MuiBarElement-root').first();
  await expect(bar).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  expect(scriptsWithPopper, 'Popper.js loaded before any input').toEqual([]);

  await bar.hover();
  await expect(page.locator('.MuiChartsTooltip-root')).toBeVisible();
  await expect(page.locator('.MuiChartsTooltip-root')).toContainText('Espresso drinks');
  expect(scriptsWithPopper.length).toBeGreaterThan(0);
});

test('a chart toolbar renders its buttons, and its Export menu opens', async ({ page }) => {
  await page.goto(CHARTS);
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
  await page.goto('/x/react-data-grid/');
  const grid = page.locator('.demo[data-demo="react-data-grid/SalesOrdersGrid"] .demo-live');
  const regionHeader = grid.getByRole('columnheader', { name: 'Region' });
  await expect(regionHeader).toBeVisible({ timeout: 15_000 });
  const operator = page.getByRole('combobox', { name: 'Operator' });
  // Under load a click can land while the column menu is still opening and be lost (a CI run saw
  // the menu stay open); a reader would click again, and so does the test.
  await expect(async () => {
    if (!(await page.getByRole('menuitem', { name: 'Filter' }).isVisible())) {
      await regionHeader.hover();
      await regionHeader.getByRole('button', { name: 'Region column menu' }).click();
    }
    await page.getByRole('menuitem', { name: 'Filter' }).click({ timeout: 2_000 });
    await expect(operator).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
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
