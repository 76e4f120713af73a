import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * Server-side Premium pages (issue 25): what only an interaction shows. A group of a data source
 * grid loads its tickets from the fake server when expanded; a failing server marks the group
 * and reports the error; server-side aggregation fills the footer from `aggregateRow`.
 */

test.use({ viewport: { width: 1280, height: 900 } });
// A Premium grid is a large chunk of script, and the fake servers answer after 600-800 ms.
test.setTimeout(60_000);
const RENDER = { timeout: 20_000 };

/** The live grid of a demo, scrolled into view and rendered. */
async function demoGrid(page: Page, url: string, demo: string): Promise<Locator> {
  await page.goto(url);
  const live = page.locator(`.demo[data-demo$="/${demo}"] .demo-live`);
  await live.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect(live.locator('[role="columnheader"]').first()).toBeVisible(RENDER);
  return live;
}

/** The row of a server-side group, by the id the fake server gives it. */
const groupRow = (grid: Locator, id: string) => grid.locator(`[role="row"][data-id="${id}"]`);

test('server-side row grouping: expanding a group loads its tickets', async ({ page }) => {
  const grid = await demoGrid(
    page,
    '/x/react-data-grid/server-side-data/row-grouping/',
    'TicketGroupingDataSource',
  );
  const billing = groupRow(grid, 'group:Billing');
  await expect(billing).toBeVisible(RENDER);
  // Before the click, no ticket is in the grid: only the five teams.
  await expect(grid.locator('[role="gridcell"][data-field="subject"]:not(:empty)')).toHaveCount(0);
  await billing.getByRole('button').first().click();
  const subjects = grid.locator('[role="gridcell"][data-field="subject"]:not(:empty)');
  await expect(subjects.first()).toBeVisible(RENDER);
  await expect(
    grid.locator('[role="gridcell"][data-field="team"]', { hasText: 'Billing' }).nth(1),
  ).toBeVisible();
});

test('server-side row grouping: a failing server marks the group and reports the error', async ({
  page,
}) => {
  const grid = await demoGrid(
    page,
    '/x/react-data-grid/server-side-data/row-grouping/',
    'TicketGroupingErrors',
  );
  const demo = page.locator('.demo[data-demo$="/TicketGroupingErrors"]');
  const accounts = groupRow(grid, 'group:Accounts');
  await expect(accounts).toBeVisible(RENDER);
  await demo.getByLabel('Make the next requests fail').check();
  await accounts.getByRole('button').first().click();
  await expect(demo.getByRole('alert')).toContainText(
    'the tickets of Accounts could not be loaded',
    RENDER,
  );
  // The group stays collapsed: none of its tickets came in.
  await expect(grid.locator('[role="gridcell"][data-field="subject"]:not(:empty)')).toHaveCount(0);
});

test('server-side aggregation: the footer shows the total the server computed', async ({
  page,
}) => {
  const grid = await demoGrid(
    page,
    '/x/react-data-grid/server-side-data/aggregation/',
    'BookingAggregationFooter',
  );
  // 60 bookings, €51,440 of revenue in all, although the page shows 10 of them.
  await expect(
    grid.locator('[role="gridcell"][data-field="revenue"]', { hasText: '€51,440' }),
  ).toBeVisible(RENDER);
});
