import { expect, test } from './support/fixtures';
import { cell, liveDemo } from './support/dataGrid';

/**
 * Behaviours the Data Grid editing pages (issue 23, group A) promise that only interaction shows:
 * an edit committed with Enter changes the cell, a server that fails in processRowUpdate leaves
 * the row as it was and says so, and an invalid value is refused with its message in the cell.
 */
test.use({ viewport: { width: 1280, height: 900 } });
// Each test loads a page of several grids and renders the one it needs before interacting.
test.describe.configure({ timeout: 60_000 });

test('editing: a value typed in a cell and committed with Enter replaces the old one', async ({
  page,
}) => {
  await page.goto('/x/react-data-grid/editing/');
  const demo = await liveDemo(page, 'react-data-grid/editing/BookCellEditing');

  const stock = cell(demo, '2', 'stock');
  await expect(stock).toHaveText('3');
  await stock.dblclick();
  const input = stock.locator('input');
  await expect(input).toBeFocused();
  await input.fill('12');
  await input.press('Enter');
  // Saved: the editor is gone, the cell shows the new value, and the focus moved to the cell below.
  await expect(stock.locator('input')).toHaveCount(0);
  await expect(stock).toHaveText('12');
  await expect(cell(demo, '3', 'stock')).toBeFocused();

  // Escape discards instead.
  const title = cell(demo, '2', 'title');
  await title.dblclick();
  await title.locator('input').fill('Summer Orchard');
  await title.locator('input').press('Escape');
  await expect(title).toHaveText('Winter Orchard');
});

test('editing: when processRowUpdate fails, the row keeps its value and the reader is told', async ({
  page,
}) => {
  await page.goto('/x/react-data-grid/editing/');
  const demo = await liveDemo(page, 'react-data-grid/editing/BookServerFailure');
  const status = demo.getByRole('status');
  const price = cell(demo, '1', 'price');

  // A working server first: the edit is saved and the server's time stamp arrives with it.
  await price.dblclick();
  await price.locator('input').fill('13');
  await price.locator('input').press('Enter');
  await expect(status).toContainText('"The Salt Road" saved at', { timeout: 5_000 });
  await expect(price).toHaveText('13');
  await expect(cell(demo, '1', 'savedAt')).not.toHaveText('');

  // Now the server fails.
  await demo
    .getByRole('switch', { name: 'Make the server fail' })
    .or(demo.getByRole('checkbox', { name: 'Make the server fail' }))
    .check();
  await price.dblclick();
  await price.locator('input').fill('99');
  await price.locator('input').press('Enter');
  await expect(status).toContainText('The stock service is unavailable', { timeout: 5_000 });
  await expect(status).toContainText('Escape to keep the old value');
  // The editor stays open with what the reader typed; the row underneath was not changed.
  await expect(price.locator('input')).toHaveValue('99');
  await price.locator('input').press('Escape');
  await expect(price.locator('input')).toHaveCount(0);
  await expect(price).toHaveText('13');
});

test('editing: an invalid value is refused with its message shown at the cell', async ({
  page,
}) => {
  await page.goto('/x/react-data-grid/editing/');
  const demo = await liveDemo(page, 'react-data-grid/editing/BookValidation');
  const price = cell(demo, '4', 'price');
  await expect(price).toHaveText('15');

  await price.dblclick();
  const input = price.locator('input');
  await input.fill('0');
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toHaveText('Prices go from €1 to €500.');
  await expect(input).toHaveAttribute('aria-invalid', 'true');

  // Enter does not save an invalid value: the editor stays open.
  await input.press('Enter');
  await expect(input).toHaveValue('0');
  await expect(price).toHaveClass(/MuiDataGrid-cell--editing/);

  // A valid value clears the error and saves.
  await input.fill('16');
  await expect(tooltip).toHaveCount(0);
  await input.press('Enter');
  await expect(price).toHaveText('16');
});
