import { cell, liveDemo, openColumnMenu } from './support/dataGrid';
import { expect, test } from './support/fixtures';

/**
 * Row grouping (issue 25): grouping a flat Premium grid from a column menu creates one group row
 * per value, and expanding a group shows the rows it holds.
 */

test.use({ viewport: { width: 1280, height: 900 } });
// A Premium grid is a large chunk of script: on a busy machine it can take a while to come in.
test.setTimeout(60_000);

test('row grouping: "Group by Stage" from the column menu groups the sets, and a group expands', async ({
  page,
}) => {
  await page.goto('/x/react-data-grid/row-grouping/');
  const demo = page.locator(
    '.demo[data-demo="react-data-grid/row-grouping/FestivalColumnMenuGrouping"]',
  );
  const grid = await liveDemo(page, 'react-data-grid/row-grouping/FestivalColumnMenuGrouping');
  const status = demo.getByRole('status');
  await expect(status).toContainText('Not grouped');
  // Flat at first: the first set is a row of its own.
  await expect(cell(grid, '1', 'act')).toHaveText('The Lantern Hours');

  const menu = await openColumnMenu(page, grid, 'Stage');
  await menu.getByRole('menuitem', { name: 'Group by Stage' }).click();
  await expect(status).toHaveText('Grouped by stage.');

  // One group row per stage, with the number of sets it holds; the sets are hidden inside.
  const mainStage = grid.locator('[role="row"]', {
    has: page.locator('[role="gridcell"]', { hasText: /^Main Stage \(9\)$/ }),
  });
  await expect(mainStage).toHaveCount(1);
  await expect(grid.locator('[role="gridcell"]', { hasText: /^Tent \(7\)$/ })).toHaveCount(1);
  await expect(grid.locator('[role="row"][data-id="1"]')).toHaveCount(0);

  await mainStage.getByRole('button', { name: 'see children' }).click();
  // The Main Stage sets now show under their group, the others stay collapsed.
  await expect(cell(grid, '1', 'act')).toHaveText('The Lantern Hours');
  await expect(cell(grid, '1', 'stage')).toHaveText('Main Stage');
  await expect(cell(grid, '12', 'act')).toHaveText('The Quiet Engines');
  await expect(grid.locator('[role="row"][data-id="6"]')).toHaveCount(0);
  await expect(mainStage.getByRole('button', { name: 'hide children' })).toBeVisible();
});
