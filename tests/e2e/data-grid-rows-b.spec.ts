import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * Data Grid rows, Pro pages (issue 22): what the master-detail, row reordering and row pinning
 * pages promise and only an interaction shows.
 */

test.use({ viewport: { width: 1280, height: 900 } });
// A Pro grid is a large chunk of script: on a busy machine it can take a while to come in.
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

test('master-detail: the toggle opens the row panel with its content, and closes it', async ({
  page,
}) => {
  await page.goto('/x/react-data-grid/master-detail/');
  const grid = await demoGrid(page, 'react-data-grid/master-detail/OrderDetailPanels');
  const row = grid.locator('.MuiDataGrid-row[data-id="2"]');
  const toggle = row.getByRole('button', { name: 'Expand' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(grid.getByRole('table', { name: 'Bags in order RO-2042' })).toHaveCount(0);

  await toggle.click();
  const panel = grid.locator('.MuiDataGrid-detailPanel');
  await expect(panel).toHaveCount(1);
  const bags = panel.getByRole('table', { name: 'Bags in order RO-2042' });
  await expect(bags).toBeVisible(RENDER);
  await expect(bags.getByRole('cell', { name: 'Kenya Kiambu AA' })).toBeVisible();
  await expect(panel).toContainText('Uppsala, Sweden');
  await expect(row.getByRole('button', { name: 'Collapse' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  // The panel opens under its own row, above the next one.
  const rowBox = (await row.boundingBox())!;
  const panelBox = (await panel.boundingBox())!;
  const nextBox = (await grid.locator('.MuiDataGrid-row[data-id="3"]').boundingBox())!;
  expect(panelBox.y).toBeGreaterThanOrEqual(rowBox.y + rowBox.height - 1);
  expect(nextBox.y).toBeGreaterThanOrEqual(panelBox.y + panelBox.height - 1);

  // A draft order has no content: its toggle is disabled.
  await expect(
    grid.locator('.MuiDataGrid-row[data-id="4"]').getByRole('button', { name: 'Expand' }),
  ).toBeDisabled();

  await row.getByRole('button', { name: 'Collapse' }).click();
  await expect(panel).toHaveCount(0);
});

test('row reordering: dragging a handle moves the row and onRowOrderChange reports the indexes', async ({
  page,
}) => {
  await page.goto('/x/react-data-grid/row-ordering/');
  const grid = await demoGrid(page, 'react-data-grid/row-ordering/BacklogReordering');
  const frame = page.locator('.demo[data-demo="react-data-grid/row-ordering/BacklogReordering"]');
  const keys = () => grid.locator('.MuiDataGrid-row [data-field="id"]').allTextContents();
  expect((await keys()).slice(0, 3)).toEqual(['RCP-14', 'RCP-09', 'RCP-21']);

  // Drag the third story's handle onto the top half of the first row: it lands above it.
  const handle = grid.locator(
    '.MuiDataGrid-row[data-id="RCP-21"] .MuiDataGrid-rowReorderCell--draggable',
  );
  const firstRow = grid.locator('.MuiDataGrid-row[data-id="RCP-14"]');
  const target = (await firstRow.boundingBox())!;
  await handle.dragTo(firstRow, { targetPosition: { x: target.width / 2, y: 5 } });

  await expect
    .poll(async () => (await keys()).slice(0, 3), RENDER)
    .toEqual(['RCP-21', 'RCP-14', 'RCP-09']);
  await expect(frame.getByRole('status')).toHaveText(
    'onRowOrderChange: RCP-21, oldIndex 2, targetIndex 0',
  );
  // The rank the demo derives from its own state follows the move.
  await expect(grid.locator('.MuiDataGrid-row[data-id="RCP-21"] [data-field="rank"]')).toHaveText(
    '1',
  );
});

test('row pinning: pinned rows stay in view while the rows scroll vertically', async ({ page }) => {
  await page.goto('/x/react-data-grid/row-pinning/');
  const grid = await demoGrid(page, 'react-data-grid/row-pinning/PinnedBudgetRows');
  const scroller = grid.locator('.MuiDataGrid-virtualScroller');
  const budget = grid.locator('.MuiDataGrid-pinnedRows--top .MuiDataGrid-row[data-id="budget"]');
  const spent = grid.locator('.MuiDataGrid-pinnedRows--bottom .MuiDataGrid-row[data-id="spent"]');
  const firstClaim = grid.locator('.MuiDataGrid-row[data-id="EXP-101"]');
  await expect(budget).toContainText('Approved budget');
  await expect(spent).toContainText('Total spent');
  await expect(firstClaim).toBeInViewport();
  const budgetBefore = (await budget.boundingBox())!;
  const spentBefore = (await spent.boundingBox())!;

  await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect(grid.locator('.MuiDataGrid-row[data-id="EXP-116"]')).toBeVisible(RENDER);
  // The first claim scrolled away under the pinned section; the pinned rows did not move.
  await expect
    .poll(async () => {
      // Virtualization may have unmounted it, which counts as out of view.
      if ((await firstClaim.count()) === 0) return true;
      const claim = await firstClaim.boundingBox({ timeout: 1_000 });
      return claim === null || claim.y + claim.height <= budgetBefore.y + budgetBefore.height + 1;
    }, RENDER)
    .toBe(true);
  expect((await budget.boundingBox())!.y).toBeCloseTo(budgetBefore.y, 0);
  expect((await spent.boundingBox())!.y).toBeCloseTo(spentBefore.y, 0);
  await expect(budget).toBeInViewport();
  await expect(spent).toBeInViewport();
});
