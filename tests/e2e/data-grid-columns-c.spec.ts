import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { gotoHydrated } from './support/hydration';

/**
 * Behaviours the column pages (issue 22, group C) promise that only interaction shows: pinned
 * columns stay put while the grid scrolls sideways, dragging a header reorders columns, group
 * rules and collapsible groups, pinning from the API, and cell focus followed by the footer.
 */

test.use({ viewport: { width: 900, height: 900 } });

/** The live grid of a demo, scrolled in and rendered. */
async function demoGrid(page: Page, url: string, demo: string): Promise<Locator> {
  await gotoHydrated(page, url);
  const live = page.locator(`.demo[data-demo$="/${demo}"] .demo-live`);
  await live.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect(live.locator('[role="columnheader"]').first()).toBeVisible({ timeout: 15_000 });
  return live;
}

/** Fields of the column headers, in the order they are shown. */
async function headerOrder(grid: Locator): Promise<string[]> {
  return grid.locator('[role="columnheader"][data-field]').evaluateAll((headers) =>
    headers
      .map((header) => ({
        field: header.getAttribute('data-field') ?? '',
        x: header.getBoundingClientRect().x,
      }))
      .sort((a, b) => a.x - b.x)
      .map((header) => header.field),
  );
}

/** Drags a column header onto another with the mouse, in small steps, as a reader would. */
async function dragHeader(page: Page, from: Locator, to: Locator) {
  const source = await from.boundingBox();
  const target = await to.boundingBox();
  if (!source || !target) throw new Error('header not laid out');
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  const steps = 12;
  for (let step = 1; step <= steps; step += 1) {
    const x =
      source.x +
      source.width / 2 +
      ((target.x + target.width * 0.75 - (source.x + source.width / 2)) * step) / steps;
    await page.mouse.move(x, target.y + target.height / 2);
  }
  await page.mouse.up();
}

test('a pinned column stays in view while the grid scrolls horizontally', async ({ page }) => {
  const grid = await demoGrid(page, '/x/react-data-grid/column-pinning/', 'EmployeePinningInitial');
  const nameCell = grid.locator('[role="gridcell"][data-field="name"]').first();
  const salaryCell = grid.locator('[role="gridcell"][data-field="salary"]').first();
  const emailCell = grid.locator('[role="gridcell"][data-field="email"]').first();
  await expect(nameCell).toHaveText('Ingrid Halvorsen');
  const nameBefore = (await nameCell.boundingBox())!;
  const salaryBefore = (await salaryCell.boundingBox())!;
  const emailBefore = (await emailCell.boundingBox())!;

  const scroller = grid.locator('.MuiDataGrid-virtualScroller');
  const scrolled = await scroller.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
    return element.scrollLeft;
  });
  expect(scrolled, 'the grid has columns to scroll through').toBeGreaterThan(100);

  // The scrolling columns moved (the email column stays rendered at both ends); the pinned ones did not.
  await expect
    .poll(async () => (await emailCell.boundingBox({ timeout: 1_000 }))!.x)
    .toBeLessThan(emailBefore.x - 100);
  const nameAfter = (await nameCell.boundingBox())!;
  const salaryAfter = (await salaryCell.boundingBox())!;
  expect(Math.abs(nameAfter.x - nameBefore.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(salaryAfter.x - salaryBefore.x)).toBeLessThanOrEqual(1);
  await expect(nameCell).toBeInViewport();
  await expect(salaryCell).toBeInViewport();

  // What is under the pinned name column is hidden behind it: the name is what the reader sees.
  const topmost = await page.evaluate(
    ({ x, y }) =>
      document.elementFromPoint(x, y)?.closest('[data-field]')?.getAttribute('data-field'),
    {
      x: nameAfter.x + nameAfter.width / 2,
      y: nameAfter.y + nameAfter.height / 2,
    },
  );
  expect(topmost).toBe('name');
});

test('the pinning API pins and unpins the chosen column', async ({ page }) => {
  const grid = await demoGrid(page, '/x/react-data-grid/column-pinning/', 'EmployeePinningApi');
  const demo = page.locator('.demo[data-demo$="/EmployeePinningApi"]');
  const status = demo.getByRole('status');
  await expect(status).toContainText('Department is not pinned');
  await demo.getByRole('button', { name: 'Pin to start' }).click();
  await expect(status).toContainText(
    'Department is pinned to the start (pinnedColumns: {"left":["department"],"right":[]})',
  );
  await expect.poll(async () => (await headerOrder(grid))[0]).toBe('department');
  await demo.getByRole('button', { name: 'Ask the grid' }).click();
  await expect(status).toContainText(`isColumnPinned('department') returned "left"`);
  await demo.getByRole('button', { name: 'Unpin' }).click();
  await expect(status).toContainText('Department is not pinned');
  // Back where it was before it was pinned.
  expect((await headerOrder(grid)).indexOf('department')).toBe(2);
});

test('dragging a column header reorders the columns', async ({ page }) => {
  const grid = await demoGrid(page, '/x/react-data-grid/column-ordering/', 'ShipmentColumnReorder');
  expect(await headerOrder(grid)).toEqual([
    'id',
    'carrier',
    'origin',
    'destination',
    'weightKg',
    'status',
    'eta',
  ]);
  const carrier = grid.getByRole('columnheader', { name: 'Carrier' });
  const destination = grid.getByRole('columnheader', { name: 'To', exact: true });
  await dragHeader(page, carrier, destination);
  await expect
    .poll(() => headerOrder(grid))
    .toEqual(['id', 'origin', 'destination', 'carrier', 'weightKg', 'status', 'eta']);
  // The cells moved with their header, and the callback reported the move once, on drop.
  await expect(grid.locator('[role="gridcell"][data-field="carrier"]').first()).toHaveText(
    'NordFreight',
  );
  await expect(
    page.locator('.demo[data-demo$="/ShipmentColumnReorder"]').getByRole('status'),
  ).toHaveText('onColumnOrderChange: “Carrier” moved from index 1 to index 3.');
});

test('a locked column cannot be dragged, and the API buttons move columns', async ({ page }) => {
  const locked = await demoGrid(
    page,
    '/x/react-data-grid/column-ordering/',
    'ShipmentReorderSettings',
  );
  await expect(
    locked
      .getByRole('columnheader', { name: 'Tracking no. (fixed)' })
      .locator('[draggable="true"]'),
  ).toHaveCount(0);
  await expect(
    locked.getByRole('columnheader', { name: 'Carrier' }).locator('[draggable="true"]'),
  ).toHaveCount(1);

  const grid = await demoGrid(
    page,
    '/x/react-data-grid/column-ordering/',
    'ShipmentColumnMoveButtons',
  );
  const demo = page.locator('.demo[data-demo$="/ShipmentColumnMoveButtons"]');
  await demo.getByRole('button', { name: 'Move earlier' }).click();
  await expect
    .poll(() => headerOrder(grid))
    .toEqual(['id', 'carrier', 'origin', 'destination', 'status', 'weightKg', 'eta']);
  await demo.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect
    .poll(() => headerOrder(grid))
    .toEqual(['id', 'carrier', 'origin', 'destination', 'weightKg', 'status', 'eta']);
});

test('a grouped column stays inside a locked group but can leave a free one', async ({ page }) => {
  const grid = await demoGrid(
    page,
    '/x/react-data-grid/column-groups/',
    'LeagueTableFreeReordering',
  );
  const start = [
    'club',
    'homeWon',
    'homeDrawn',
    'homeLost',
    'goalsFor',
    'goalsAgainst',
    'homePoints',
  ];
  expect(await headerOrder(grid)).toEqual(start);
  // Home W towards Home pts: it stops at the edge of its locked group.
  await dragHeader(
    page,
    grid.getByRole('columnheader', { name: 'Home W' }),
    grid.getByRole('columnheader', { name: 'Home pts' }),
  );
  const afterLocked = await headerOrder(grid);
  expect(afterLocked.slice(1, 4).sort()).toEqual(['homeDrawn', 'homeLost', 'homeWon']);
  // Scored leaves the free Goals group.
  await dragHeader(
    page,
    grid.getByRole('columnheader', { name: 'Scored' }),
    grid.getByRole('columnheader', { name: 'Home pts' }),
  );
  await expect.poll(async () => (await headerOrder(grid)).at(-1)).toBe('goalsFor');
});

test('a collapsible group hides and shows its detail columns', async ({ page }) => {
  const grid = await demoGrid(
    page,
    '/x/react-data-grid/column-groups/',
    'LeagueTableCollapsibleGroups',
  );
  const showAway = grid.getByRole('button', { name: 'Show Away details' });
  await expect(showAway).toHaveAttribute('aria-expanded', 'false');
  expect(await headerOrder(grid)).not.toContain('awayWon');
  await showAway.click();
  await expect.poll(() => headerOrder(grid)).toContain('awayWon');
  await grid.getByRole('button', { name: 'Hide Home details' }).click();
  await expect
    .poll(() => headerOrder(grid))
    .toEqual(['club', 'homePoints', 'awayWon', 'awayDrawn', 'awayLost', 'awayPoints']);
});

test('the focused cell follows the keyboard and the API', async ({ page }) => {
  const grid = await demoGrid(page, '/x/react-data-grid/cells/', 'DepartureCellFocus');
  const footer = grid.locator('.MuiDataGrid-footerContainer');
  await expect(footer).toHaveText('No cell has the focus');
  await grid.locator('[role="gridcell"][data-field="flight"]').first().click();
  await expect(footer).toHaveText('Focused cell: NR 211 › Flight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await expect(footer).toHaveText('Focused cell: BL 1804 › Destination');
  await page.keyboard.press('End');
  await expect(footer).toHaveText('Focused cell: BL 1804 › Status');
  // The button walks through the delayed flights, and the grid focuses the cell it names.
  const next = page
    .locator('.demo[data-demo$="/DepartureCellFocus"]')
    .getByRole('button', { name: 'Focus the next delay' });
  await next.click();
  await expect(footer).toHaveText('Focused cell: BL 1804 › Delay');
  await next.click();
  await expect(footer).toHaveText('Focused cell: BL 1810 › Delay');
  await expect(grid.locator('[role="gridcell"][data-field="delayMinutes"]:focus')).toHaveText(
    '+70 min',
  );
});
