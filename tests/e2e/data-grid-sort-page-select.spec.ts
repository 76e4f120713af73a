import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * Behaviour the Data Grid sorting, pagination and row selection pages promise that only
 * interaction shows (issue 23, group b): a header click sorts ascending then descending, the Pro
 * grid adds a column to the sort with Shift+click, the next-page button shows the next rows and
 * range, and rows are selected with their checkboxes and with Shift+click ranges.
 */
test.use({ viewport: { width: 1280, height: 900 } });
// Each page holds a dozen grids or more; under a busy CI machine rendering one can take a while.
test.describe.configure({ timeout: 60_000 });

/** The live part of a demo, scrolled into view and rendered. */
async function liveDemo(page: Page, id: string): Promise<Locator> {
  const live = page.locator(`.demo[data-demo="react-data-grid/${id}"] .demo-live`);
  await live.scrollIntoViewIfNeeded();
  await expect(live.locator('.demo-placeholder')).toHaveCount(0, { timeout: 15_000 });
  await expect(live.locator('.MuiDataGrid-root')).toBeVisible({ timeout: 15_000 });
  return live;
}

/** The ids of the first `count` rows, in the order the grid renders them. */
async function firstRowIds(grid: Locator, count: number): Promise<string[]> {
  const ids = await grid
    .locator('[role="row"][data-id]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id') ?? ''));
  return ids.slice(0, count);
}

const cell = (grid: Locator, rowId: string, field: string) =>
  grid.locator(`[role="row"][data-id="${rowId}"] [role="gridcell"][data-field="${field}"]`);

test('sorting: clicking a header sorts its column ascending, then descending', async ({ page }) => {
  await page.goto('/x/react-data-grid/sorting/');
  const grid = await liveDemo(page, 'sorting/BookSortingBasic');

  // Shop order first: the rows array as given.
  expect(await firstRowIds(grid, 3)).toEqual(['1', '2', '3']);
  const price = grid.getByRole('columnheader', { name: 'Price' });

  await price.click();
  await expect(price).toHaveAttribute('aria-sort', 'ascending');
  // The cheapest book (£7.99) first, then the three at £8.99 in their original order.
  await expect.poll(() => firstRowIds(grid, 4)).toEqual(['17', '3', '8', '13']);
  await expect(cell(grid, '17', 'price')).toHaveText('£7.99');

  await price.click();
  await expect(price).toHaveAttribute('aria-sort', 'descending');
  // The dearest first: £20.00, then £18.00.
  await expect.poll(() => firstRowIds(grid, 2)).toEqual(['5', '4']);

  // A third click returns to the shop order.
  await price.click();
  await expect(price).not.toHaveAttribute('aria-sort', /ascending|descending/);
  await expect.poll(() => firstRowIds(grid, 3)).toEqual(['1', '2', '3']);
});

test('sorting (Pro): Shift+click adds a column to the sort model instead of replacing it', async ({
  page,
}) => {
  await page.goto('/x/react-data-grid/sorting/');
  const grid = await liveDemo(page, 'sorting/BookMultiSorting');
  const model = grid.getByLabel('Current sortModel value');
  await expect(model).toContainText('"field": "genre"');
  await expect(model).toContainText('"field": "rating"');

  // Crime first (genre ascending), the best-rated crime novel on top.
  expect(await firstRowIds(grid, 1)).toEqual(['6']);

  await grid.getByRole('columnheader', { name: 'Published' }).click({ modifiers: ['Shift'] });
  await expect(model).toContainText('"field": "published"');
  await expect(model).toContainText('"field": "genre"');

  // A plain click replaces the whole model.
  await grid.getByRole('columnheader', { name: 'Title' }).click();
  await expect(model).toContainText('"field": "title"');
  await expect(model).not.toContainText('"field": "genre"');
});

test('pagination: the next-page button shows the next rows and their range', async ({ page }) => {
  await page.goto('/x/react-data-grid/pagination/');
  const grid = await liveDemo(page, 'pagination/TransactionPageSizeOptions');

  await expect(grid.getByText('1–5 of 48')).toBeVisible();
  expect(await firstRowIds(grid, 5)).toEqual(['1', '2', '3', '4', '5']);

  await grid.getByRole('button', { name: 'Go to next page' }).click();
  await expect(grid.getByText('6–10 of 48')).toBeVisible();
  await expect.poll(() => firstRowIds(grid, 5)).toEqual(['6', '7', '8', '9', '10']);
  await expect(grid.locator('[role="row"][data-id="1"]')).toHaveCount(0);

  // A new page size keeps the page index: the second page of 25 rows is the last one.
  await grid.getByRole('combobox').click();
  await page.getByRole('option', { name: '25' }).click();
  await expect(grid.getByText('26–48 of 48')).toBeVisible();
  await expect(grid.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  await grid.getByRole('button', { name: 'Go to previous page' }).click();
  await expect(grid.getByText('1–25 of 48')).toBeVisible();
});

test('row selection: checkboxes select rows, and Shift+click selects the range in between', async ({
  page,
}) => {
  await page.goto('/x/react-data-grid/row-selection/');
  const grid = await liveDemo(page, 'row-selection/ParcelCheckboxSelection');
  const row = (id: string) => grid.locator(`[role="row"][data-id="${id}"]`);
  const checkbox = (id: string) => row(id).getByRole('checkbox');

  await checkbox('PX-3102').check();
  await expect(row('PX-3102')).toHaveAttribute('aria-selected', 'true');
  await expect(grid.getByText('1 row selected')).toBeVisible();

  // Shift+click on a checkbox further down: every row in between joins the selection.
  await checkbox('PX-3105').click({ modifiers: ['Shift'] });
  for (const id of ['PX-3102', 'PX-3103', 'PX-3104', 'PX-3105']) {
    await expect(row(id)).toHaveAttribute('aria-selected', 'true');
  }
  await expect(row('PX-3101')).toHaveAttribute('aria-selected', 'false');
  await expect(row('PX-3106')).toHaveAttribute('aria-selected', 'false');
  await expect(grid.getByText('4 rows selected')).toBeVisible();

  // Shift+click on a row (its recipient cell) extends the range from the last row toggled.
  await cell(grid, 'PX-3107', 'recipient').click({ modifiers: ['Shift'] });
  await expect(row('PX-3106')).toHaveAttribute('aria-selected', 'true');
  await expect(row('PX-3107')).toHaveAttribute('aria-selected', 'true');
  await expect(grid.getByText('6 rows selected')).toBeVisible();

  // The header checkbox clears a partial selection… or selects everything; here it selects all.
  await grid.getByRole('checkbox', { name: /Select all rows|Unselect all rows/ }).click();
  await expect(grid.getByText('16 rows selected')).toBeVisible();
});
