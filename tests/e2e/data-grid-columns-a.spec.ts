import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { gotoHydrated } from './support/hydration';

/**
 * Behaviour the Data Grid layout and column pages promise that only interaction shows: a column
 * resized by dragging its separator, autosizing on double-click, a menu action that keeps its menu
 * open, a flex-parent grid that grows with its rows.
 */
test.use({ viewport: { width: 1280, height: 900 } });
// Each test loads a page with up to eleven grids; on a busy machine the demo chunks take a while.
test.describe.configure({ timeout: 60_000 });

/** Scrolls a demo into view (demos render as they approach the viewport) and waits for its grid. */
async function demoGrid(page: Page, id: string): Promise<Locator> {
  const frame = page.locator(`.demo[data-demo="${id}"]`);
  await frame.scrollIntoViewIfNeeded();
  const grid = frame.locator('.MuiDataGrid-root').first();
  await expect(grid).toBeVisible({ timeout: 20_000 });
  return frame;
}

const header = (frame: Locator, field: string) =>
  frame.locator(`.MuiDataGrid-columnHeader[data-field="${field}"]`).first();
const widthOf = async (locator: Locator) => (await locator.boundingBox())!.width;

test('column dimensions: dragging a column separator changes the width, within minWidth and maxWidth', async ({
  page,
}) => {
  await page.goto('/x/react-data-grid/column-dimensions/');
  const frame = await demoGrid(page, 'react-data-grid/column-dimensions/InvoiceColumnResizing');
  const customer = header(frame, 'customer');
  const before = await widthOf(customer);
  expect(Math.round(before)).toBe(200);

  const separator = customer.locator('.MuiDataGrid-columnSeparator');
  const box = (await separator.boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 60, y, { steps: 6 });
  // onColumnResize reports the width while the pointer moves.
  await expect(
    frame.getByText(/While dragging \(onColumnResize\): Customer: \d+ px/),
  ).toBeVisible();
  await page.mouse.up();

  await expect.poll(() => widthOf(customer)).toBeGreaterThan(before + 40);
  await expect(
    frame.getByText(/Last change \(onColumnWidthChange\): Customer: \d+ px/),
  ).toBeVisible();

  // Dragging far to the right stops at maxWidth (320 px).
  const box2 = (await separator.boundingBox())!;
  await page.mouse.move(box2.x + box2.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(box2.x + 400, y, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => Math.round(await widthOf(customer))).toBe(320);

  // The Invoice column has resizable: false; its separator is not a resize handle.
  await expect(
    header(frame, 'number').locator('.MuiDataGrid-columnSeparator--resizable'),
  ).toHaveCount(0);
  await expect(customer.locator('.MuiDataGrid-columnSeparator--resizable')).toHaveCount(1);
});

test('column dimensions: double-clicking a separator autosizes that column', async ({ page }) => {
  await page.goto('/x/react-data-grid/column-dimensions/');
  const frame = await demoGrid(page, 'react-data-grid/column-dimensions/InvoiceAutosizing');
  const customer = header(frame, 'customer');
  // 100 px by default; the names (outliers aside) need more.
  const before = await widthOf(customer);
  await customer.locator('.MuiDataGrid-columnSeparator').dblclick();
  await expect.poll(() => widthOf(customer)).toBeGreaterThan(before + 30);
});

test('column definition: a menu action with closeMenuOnClick={false} keeps the menu open', async ({
  page,
}) => {
  await page.goto('/x/react-data-grid/column-definition/');
  const frame = await demoGrid(page, 'react-data-grid/column-definition/EmployeeRowActions');
  const firstRow = frame.locator('.MuiDataGrid-row').first();
  // The boolean cell's icon carries its value in data-value.
  const remote = firstRow.locator('[data-field="remote"] [data-value]');
  const wasRemote = await remote.getAttribute('data-value');
  await firstRow.locator('button[aria-haspopup="menu"]').click();
  await page.getByRole('menuitem', { name: 'Works remotely' }).click();
  await expect(page.getByRole('menuitem', { name: 'Duplicate' })).toBeVisible();
  await expect(remote).toHaveAttribute('data-value', wasRemote === 'true' ? 'false' : 'true');
  // A default item closes the menu.
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(page.getByRole('menuitem', { name: 'Duplicate' })).toHaveCount(0);
});

test('layout: a grid in a flex parent without a height grows with its rows', async ({ page }) => {
  await gotoHydrated(page, '/x/react-data-grid/layout/');
  const frame = await demoGrid(page, 'react-data-grid/layout/DeparturesFlexParent');
  const grid = frame.locator('.MuiDataGrid-root').first();
  const before = (await grid.boundingBox())!.height;
  await frame.getByRole('button', { name: '12' }).click();
  await expect(frame.locator('.MuiDataGrid-row')).toHaveCount(12);
  const after = (await grid.boundingBox())!.height;
  // Nine more rows of 52 px each.
  expect(after - before).toBeGreaterThan(9 * 52 - 5);
});
