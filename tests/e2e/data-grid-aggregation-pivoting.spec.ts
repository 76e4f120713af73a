import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/hydration';

/**
 * Aggregation and pivoting pages (issue 25): a total that follows the filter, and a field moved
 * into the pivot model from the pivot panel.
 */

test.use({ viewport: { width: 1280, height: 900 } });
// A Premium grid is a large chunk of script: on a busy machine it can take a while to come in.
test.setTimeout(60_000);
const RENDER = { timeout: 20_000 };

/** The grid of a demo, once the demo has come into view and rendered. */
async function demoGrid(page: Page, id: string): Promise<Locator> {
  const frame = page.locator(`.demo[data-demo="${id}"]`);
  await frame.scrollIntoViewIfNeeded();
  const grid = frame.locator('.MuiDataGrid-root').first();
  await expect(grid).toBeVisible(RENDER);
  return grid;
}

test('aggregation: the footer total follows the quick filter', async ({ page }) => {
  await page.goto('/x/react-data-grid/aggregation/');
  const grid = await demoGrid(page, 'react-data-grid/aggregation/PlantOrdersAggregation');
  await waitForHydration(page);
  const footer = grid.locator('[role="row"][data-id="auto-generated-group-footer-root"]');
  const total = footer.locator('[role="gridcell"][data-field="total"]');
  const quantity = footer.locator('[role="gridcell"][data-field="quantity"]');
  await expect(total).toHaveText('€1,077.60');
  await expect(quantity).toHaveText('94');

  // Only the olive tree is left: one plant at €89.
  await grid.getByRole('searchbox').fill('olive');
  await expect(grid.locator('[role="row"][data-id="7"]')).toBeVisible();
  await expect(grid.locator('[role="row"][data-id="1"]')).toHaveCount(0);
  await expect(total).toHaveText('€89.00');
  await expect(quantity).toHaveText('1');

  await grid.getByRole('searchbox').fill('');
  await expect(total).toHaveText('€1,077.60');
});

test('pivoting: adding a field to Columns from the panel changes the model and the columns', async ({
  page,
}) => {
  await page.goto('/x/react-data-grid/pivoting/');
  const demo = page.locator('.demo[data-demo="react-data-grid/pivoting/PivotModelControlled"]');
  const grid = await demoGrid(page, 'react-data-grid/pivoting/PivotModelControlled');
  await waitForHydration(page);
  const model = demo.getByLabel('Current pivotModel value');
  await expect(model).toContainText('"columns": []');
  await expect(grid.getByRole('columnheader', { name: 'Lyon' })).toHaveCount(0);

  const shop = grid
    .locator('.MuiDataGrid-pivotPanelField')
    .filter({ has: page.locator('.MuiDataGrid-pivotPanelFieldName', { hasText: /^Shop$/ }) });
  await shop.getByRole('button', { name: 'Field options' }).click();
  await page.getByRole('menuitem', { name: 'Add to Columns' }).click();

  await expect(model).toContainText('"field": "shop"');
  await expect(model).not.toContainText('"columns": []');
  for (const name of ['Lyon', 'Nantes', 'Lille']) {
    await expect(grid.getByRole('columnheader', { name })).toBeVisible();
  }
  // The units of croissants, now split by shop: Lyon's share of the 9,937 sold.
  const croissants = grid.locator('[role="row"][data-id="auto-generated-row-product/Croissant"]');
  await expect(croissants).toContainText('4,034');

  // Pivot mode off: the original columns come back, the model stays.
  await demo.getByLabel('pivotActive', { exact: true }).click();
  await expect(grid.getByRole('columnheader', { name: 'Lyon' })).toHaveCount(0);
  await expect(grid.getByRole('columnheader', { name: 'Channel' })).toBeVisible();
  await expect(model).toContainText('pivotActive = false');
  await expect(model).toContainText('"field": "shop"');
});
