import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * What the time off calendar showcase (issue 22) promises that only interaction shows: picking a
 * kind of leave saves the day at once and the totals follow, Escape and non-working days leave the
 * month untouched, and the names, totals and per-day counts stay in view while the reader scrolls
 * and sorts.
 */

const URL = '/x/react-data-grid/demos/time-off-calendar/';

test.use({ viewport: { width: 1100, height: 900 } });
// Each test opens a Pro grid of 33 columns and edits it: give a loaded machine some room.
test.describe.configure({ timeout: 60_000 });

/** The live calendar, scrolled in and rendered. */
async function calendar(page: Page): Promise<Locator> {
  await page.goto(URL);
  const live = page.locator('.demo[data-demo$="/TimeOffCalendar"] .demo-live');
  await live.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await expect(live.locator('[role="row"][data-id="1"]')).toBeVisible({ timeout: 15_000 });
  return live;
}

const cell = (grid: Locator, rowId: string | number, field: string) =>
  grid.locator(`[role="row"][data-id="${rowId}"] [role="gridcell"][data-field="${field}"]`);

test('picking a kind of leave saves the day, and the totals and the busiest day follow', async ({
  page,
}) => {
  const grid = await calendar(page);
  const status = grid.getByRole('status');
  const friday = cell(grid, 4, '2026-03-13');
  await expect(status).toHaveText(
    'Booked in March: 32 days off. Busiest day: Fri 13 March, with 3 people away.',
  );
  await expect(friday).toHaveText('');
  await expect(cell(grid, 4, 'total')).toHaveText('3');
  await expect(cell(grid, 'away', '2026-03-13')).toHaveText('3');

  // Mouse: double-click opens the list; one pick saves, without Enter or a click elsewhere.
  await friday.dblclick();
  await page.getByRole('option', { name: 'Vacation' }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(friday).toHaveText('V');
  await expect(friday).not.toHaveClass(/MuiDataGrid-cell--editing/);
  await expect(cell(grid, 4, 'total')).toHaveText('4');
  await expect(cell(grid, 'away', '2026-03-13')).toHaveText('4');
  await expect(cell(grid, 'away', 'total')).toHaveText('33');
  await expect(status).toHaveText(
    'Booked in March: 33 days off. Busiest day: Fri 13 March, with 4 people away.',
  );

  // Keyboard: Enter opens the list on the focused day, Home + Enter picks "Working" and clears it.
  await friday.click();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(friday).toHaveText('');
  await expect(cell(grid, 4, 'total')).toHaveText('3');
  await expect(status).toHaveText(
    'Booked in March: 32 days off. Busiest day: Fri 13 March, with 3 people away.',
  );
});

test('Escape closes the list without a change, and weekends and the holiday cannot be booked', async ({
  page,
}) => {
  const grid = await calendar(page);
  const monday = cell(grid, 3, '2026-03-09');
  await expect(monday).toHaveText('V');

  await monday.dblclick();
  await page.getByRole('option', { name: 'Sick leave' }).focus();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(monday).toHaveText('V');
  await expect(monday).not.toHaveClass(/MuiDataGrid-cell--editing/);
  await expect(cell(grid, 3, 'total')).toHaveText('5');

  for (const day of ['2026-03-07', '2026-03-17']) {
    const closed = cell(grid, 3, day);
    await closed.scrollIntoViewIfNeeded();
    await closed.dblclick();
    await expect(closed).not.toHaveClass(/MuiDataGrid-cell--editing/);
    await expect(page.getByRole('listbox')).toHaveCount(0);
  }
  // The counts of the pinned row are not editable either.
  const count = cell(grid, 'away', '2026-03-13');
  await count.dblclick();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(count).toHaveText('3');
});

test('names and totals stay in view while the days scroll, and the counts stay at the bottom when sorting', async ({
  page,
}) => {
  const grid = await calendar(page);
  const name = cell(grid, 1, 'name');
  const total = cell(grid, 1, 'total');
  const nameBefore = (await name.boundingBox())!;
  const totalBefore = (await total.boundingBox())!;

  const scrolled = await grid.locator('.MuiDataGrid-virtualScroller').evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
    return element.scrollLeft;
  });
  expect(scrolled, 'the month is wider than the grid').toBeGreaterThan(300);
  // The last days came into view between the pinned columns, which did not move.
  await expect(cell(grid, 4, '2026-03-31')).toBeInViewport();
  await expect(cell(grid, 4, '2026-03-31')).toHaveText('V');
  expect(Math.abs((await name.boundingBox())!.x - nameBefore.x)).toBeLessThanOrEqual(1);
  expect(Math.abs((await total.boundingBox())!.x - totalBefore.x)).toBeLessThanOrEqual(1);
  await expect(name).toContainText('Aoife Byrne');

  // Sorting by Total, descending, puts Aoife Byrne's six days first; the counts stay below the team.
  const header = grid.getByRole('columnheader', { name: 'Total' });
  await header.click();
  await header.click();
  const order = () =>
    grid.locator('[role="row"][data-id]').evaluateAll((rows) =>
      rows
        .map((row) => ({ id: row.getAttribute('data-id'), y: row.getBoundingClientRect().y }))
        .sort((a, b) => a.y - b.y)
        .map((row) => row.id),
    );
  await expect.poll(async () => (await order())[0]).toBe('1');
  expect((await order()).at(-1)).toBe('away');
});
