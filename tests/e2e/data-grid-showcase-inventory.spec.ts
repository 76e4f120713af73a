import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * What the inventory showcase (issue 22) promises and only interaction shows: an edit commits and
 * the totals follow, an invalid edit is refused, a delivery restocks a low row, and the low-stock
 * switch and the quick filter narrow the list.
 */

const URL = '/x/react-data-grid/demos/inventory/';
const FOOTER_ROW = '[role="row"][data-id="auto-generated-group-footer-root"]';

test.use({ viewport: { width: 1280, height: 900 } });

/** The live grid of the application, scrolled in and rendered. */
async function inventoryGrid(page: Page): Promise<Locator> {
  await page.goto(URL);
  const live = page.locator('.demo[data-demo$="/StudioInventoryApp"] .demo-live');
  await live.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect(live.locator('[role="row"][data-id="MG-CEL"]')).toBeVisible({ timeout: 15_000 });
  return live;
}

/** A number shown in a cell, without currency sign or thousands separators. */
async function cellNumber(cell: Locator): Promise<number> {
  return Number((await cell.innerText()).replace(/[^\d.-]/g, ''));
}

test('an edited quantity is saved, and the row and the totals follow', async ({ page }) => {
  const grid = await inventoryGrid(page);
  const row = grid.locator('[role="row"][data-id="MG-CEL"]');
  const footer = grid.locator(FOOTER_ROW);
  await expect(footer.locator('[data-field="quantity"]')).not.toBeEmpty();
  const quantityBefore = await cellNumber(footer.locator('[data-field="quantity"]'));
  const valueBefore = await cellNumber(footer.locator('[data-field="value"]'));
  await expect(row.locator('[data-field="quantity"]')).toHaveText('28');

  await row.locator('[data-field="quantity"]').dblclick();
  const input = row.locator('[data-field="quantity"] input');
  await input.fill('40');
  await input.press('Enter');

  await expect(row.locator('[data-field="quantity"]')).toHaveText('40');
  // 40 Celadon mugs at £24.00.
  await expect(row.locator('[data-field="value"]')).toHaveText('£960.00');
  await expect
    .poll(() => cellNumber(footer.locator('[data-field="quantity"]')))
    .toBe(quantityBefore + 12);
  await expect
    .poll(() => cellNumber(footer.locator('[data-field="value"]')))
    .toBeCloseTo(valueBefore + 12 * 24, 2);
  await expect(
    page.locator('.demo[data-demo$="/StudioInventoryApp"]').getByRole('status'),
  ).toHaveText('Saved Celadon mug.');
});

test('a negative quantity is refused and Escape restores the value', async ({ page }) => {
  const grid = await inventoryGrid(page);
  const cell = grid.locator('[role="row"][data-id="MG-SHI"] [data-field="quantity"]');
  await expect(cell).toHaveText('29');
  await cell.dblclick();
  await cell.locator('input').fill('-3');
  await cell.locator('input').press('Enter');

  await expect(
    page.locator('.demo[data-demo$="/StudioInventoryApp"]').getByRole('status'),
  ).toContainText('The quantity must be a whole number, 0 or more.');
  // Still editing: the refused value was not saved.
  await expect(cell.locator('input')).toHaveValue('-3');
  await cell.locator('input').press('Escape');
  await expect(cell.locator('input')).toHaveCount(0);
  await expect(cell).toHaveText('29');
});

test('a product set to Discontinued stops being flagged as low', async ({ page }) => {
  const grid = await inventoryGrid(page);
  const row = grid.locator('[role="row"][data-id="BW-CPR"]');
  await grid.locator('.MuiDataGrid-virtualScroller').evaluate((element) => {
    element.scrollTop = 7 * 52;
  });
  await expect(row).toHaveClass(/stock-row--low/);
  await expect(row.locator('[data-field="reorderAt"]')).toHaveText('8');

  await row.locator('[data-field="status"]').dblclick();
  await page.getByRole('option', { name: 'Discontinued' }).click();
  // Choosing an option does not leave edit mode: Enter saves, as for the other cells.
  await page.keyboard.press('Enter');

  await expect(row.locator('[data-field="status"]')).toHaveText('Discontinued');
  // processRowUpdate derived the reorder point from the new status.
  await expect(row.locator('[data-field="reorderAt"]')).toHaveText('0');
  await expect(row.locator('[data-field="level"]')).toHaveText('In stock');
  await expect(row).not.toHaveClass(/stock-row--low/);
  await expect(
    page.locator('.demo[data-demo$="/StudioInventoryApp"]').getByRole('status'),
  ).toHaveText('Saved Copper red bowl.');
});

test('receiving a case lifts a low row out of the low-stock tint', async ({ page }) => {
  const grid = await inventoryGrid(page);
  const scroller = grid.locator('.MuiDataGrid-virtualScroller');
  /** Scrolls the grid (rows and columns are virtualized) so that a cell is rendered. */
  const scrollTo = (top: number, left: 'start' | 'end') =>
    scroller.evaluate(
      (element, position) => {
        element.scrollTop = position.top;
        element.scrollLeft = position.left === 'end' ? element.scrollWidth : 0;
      },
      { top, left },
    );
  const row = grid.locator('[role="row"][data-id="PL-CPR"]');

  // Row 17 of 24.
  await scrollTo(12 * 52, 'start');
  await expect(row).toHaveClass(/stock-row--low/);
  await expect(row.locator('[data-field="level"]')).toHaveText('Low');
  await expect(row.locator('[data-field="quantity"]')).toHaveText('7');

  // The actions column is the last one.
  await scrollTo(12 * 52, 'end');
  await row.getByRole('menuitem', { name: 'Receive a case of 6 Copper red plate' }).click();
  await expect(
    page.locator('.demo[data-demo$="/StudioInventoryApp"]').getByRole('status'),
  ).toHaveText('Received 6 × Copper red plate: 13 in stock.');
  // A discontinued product cannot be restocked.
  await expect(grid.getByRole('menuitem', { name: 'Receive a case of 4 Ash bowl' })).toBeDisabled();

  await scrollTo(12 * 52, 'start');
  await expect(row.locator('[data-field="quantity"]')).toHaveText('13');
  await expect(row.locator('[data-field="level"]')).toHaveText('In stock');
  await expect(row).not.toHaveClass(/stock-row--low/);
});

test('the low-stock switch and the quick filter narrow the list', async ({ page }) => {
  const grid = await inventoryGrid(page);
  const shownIds = () =>
    grid
      .locator('[role="row"][data-id]:not([data-id^="auto-generated"])')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id')).sort());

  await grid.getByRole('switch', { name: 'Low stock only' }).check();
  await expect.poll(shownIds).toEqual(['BW-CPR', 'MG-TEN', 'PL-COB', 'PL-CPR', 'VS-ASH', 'VS-CPR']);
  for (const level of await grid
    .locator('[role="row"][data-id] [data-field="level"]')
    .allInnerTexts()) {
    if (level) expect(['Low', 'Out of stock']).toContain(level);
  }

  await grid.getByRole('searchbox', { name: 'Search stock' }).fill('vase');
  await expect.poll(shownIds).toEqual(['VS-ASH', 'VS-CPR']);

  await grid.getByRole('switch', { name: 'Low stock only' }).uncheck();
  await expect.poll(shownIds).toEqual(['VS-ASH', 'VS-CEL', 'VS-COB', 'VS-CPR', 'VS-SHI', 'VS-TEN']);
  // The totals count the rows shown only: 2 + 9 + 11 + 2 + 5 + 4 vases.
  await expect(grid.locator(`${FOOTER_ROW} [data-field="quantity"]`)).toHaveText('33');
});
