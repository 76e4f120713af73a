import { openColumnMenu } from './support/dataGrid';
import { expect, test } from './support/fixtures';
import { gotoHydrated } from './support/hydration';

/**
 * Interactions the Data Grid column pages promise (issue 22, group b): hiding a column from its
 * menu with a controlled visibility model, a custom column menu item, and a column span that
 * follows the visible columns.
 */
test.use({ viewport: { width: 1280, height: 900 } });

const demo = (page: import('@playwright/test').Page, id: string) =>
  page.locator(`.demo[data-demo="react-data-grid/${id}"] .demo-live`);

test('hiding a column from its menu removes it and updates the controlled model', async ({
  page,
}) => {
  await gotoHydrated(page, '/x/react-data-grid/column-visibility/');
  const grid = demo(page, 'column-visibility/StaffControlledVisibility');
  await grid.scrollIntoViewIfNeeded();
  const office = grid.getByRole('columnheader', { name: 'Office' });
  await expect(office).toBeVisible({ timeout: 15_000 });
  const model = grid.getByTestId('visibility-model');
  await expect(model).not.toContainText('"office"');

  const menu = await openColumnMenu(page, grid, 'Office');
  await menu.getByRole('menuitem', { name: 'Hide column' }).click();

  await expect(grid.getByRole('columnheader', { name: 'Office' })).toHaveCount(0);
  await expect(grid.locator('[role="gridcell"][data-field="office"]')).toHaveCount(0);
  await expect(model).toContainText('"office": false');
  // The model keeps the columns the view had hidden before.
  await expect(model).toContainText('"salary": false');

  // And the preset button puts the column back, through the same controlled prop.
  await grid.getByRole('button', { name: 'Show all' }).click();
  await expect(grid.getByRole('columnheader', { name: 'Office' })).toBeVisible();
  await expect(model).toHaveText('{}');
});

test('a custom column menu item sits at its displayOrder and acts on the column', async ({
  page,
}) => {
  await gotoHydrated(page, '/x/react-data-grid/column-menu/');
  const grid = demo(page, 'column-menu/TaskMenuAddItem');
  await grid.scrollIntoViewIfNeeded();
  const assignee = grid.getByRole('columnheader', { name: 'Assignee' });
  await expect(assignee).toBeVisible({ timeout: 15_000 });

  await openColumnMenu(page, grid, 'Assignee');
  const summarize = page.getByRole('menuitem', { name: 'Summarize values' });
  await expect(summarize).toBeVisible();

  // displayOrder 15: after the sort items (10), before Filter (20).
  const items = await page.getByRole('menuitem').allInnerTexts();
  expect(items.indexOf('Summarize values')).toBeGreaterThan(items.indexOf('Sort by DESC'));
  expect(items.indexOf('Summarize values')).toBeLessThan(items.indexOf('Filter'));

  await summarize.click();
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(grid.getByRole('status')).toHaveText(
    /^Assignee: 5 distinct values\. Most frequent: Marta Nowak \(3\)\.$/,
  );
});

test('an invoice total spans up to the Amount column, also when a column is hidden', async ({
  page,
}) => {
  await gotoHydrated(page, '/x/react-data-grid/column-spanning/');
  const grid = demo(page, 'column-spanning/InvoiceSpanSummaryRows');
  await grid.scrollIntoViewIfNeeded();
  const totalLabel = grid.locator('[data-id="total"] [role="gridcell"][data-field="sku"]');
  await expect(totalLabel).toHaveText('Total due', { timeout: 15_000 });
  await expect(totalLabel).toHaveAttribute('aria-colspan', '5');
  // The covered cells are not rendered: the label, then the amount.
  await expect(grid.locator('[data-id="total"] [role="gridcell"]')).toHaveCount(2);

  await grid.getByRole('switch', { name: 'Show the Discount column' }).click();
  await expect(grid.getByRole('columnheader', { name: 'Discount' })).toHaveCount(0);
  await expect(totalLabel).toHaveAttribute('aria-colspan', '4');
  await expect(grid.locator('[data-id="total"] [role="gridcell"]')).toHaveCount(2);
  await expect(grid.locator('[data-id="total"] [role="gridcell"][data-field="amount"]')).toHaveText(
    '€16,180.73',
  );
});
