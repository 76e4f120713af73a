import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { liveDemo } from './support/dataGrid';

/**
 * Server-side data pages (issue 25): what only interaction shows. A lazy-loaded grid with an
 * unknown row count asks its fake server for the next chunk when scrolled to the bottom, and a
 * data-source grid says so when the fake server fails, then recovers on Retry.
 */
test.use({ viewport: { width: 1280, height: 900 } });
// A Pro grid is a large chunk of script, and each fake server answers after 600 ms.
test.describe.configure({ timeout: 60_000 });
const SLOW = { timeout: 20_000 };

/** Scrolls the rows of a grid to the bottom, as a user dragging the scrollbar down would. */
async function scrollToBottom(grid: Locator) {
  await grid.locator('.MuiDataGrid-virtualScroller').evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
}

test('lazy loading: scrolling to the bottom loads the next chunk of rows', async ({ page }) => {
  await page.goto('/x/react-data-grid/server-side-data/lazy-loading/');
  const demo = await liveDemo(
    page,
    'react-data-grid/server-side-data/lazy-loading/FlightsInfiniteLoading',
  );
  const status = demo.getByRole('status');
  const footer = demo.locator('.MuiDataGrid-footerContainer');

  // The first chunk: 25 rows, and the row count grows only with what has been loaded.
  await expect(status).toHaveText('Last chunk: rows 0–24, 25 received', SLOW);
  await expect(footer).toContainText('25');

  await scrollToBottom(demo);
  await expect(status).toHaveText('Last chunk: rows 25–49, 25 received', SLOW);
  await expect(footer).toContainText('50');
  // The new rows are in the grid: the flight of row 26 is rendered near the bottom.
  await expect(demo.locator('[role="row"][data-id="26"]')).toBeVisible();
});

test('lazy loading: a failing server leaves skeleton rows and an error, and Retry loads them', async ({
  page,
}) => {
  await page.goto('/x/react-data-grid/server-side-data/lazy-loading/');
  const demo = await liveDemo(
    page,
    'react-data-grid/server-side-data/lazy-loading/FlightsLoadingErrors',
  );
  await expect(demo.locator('[role="row"][data-id="1"]')).toBeVisible(SLOW);

  await demo.getByRole('switch', { name: 'Make the server fail' }).check();
  await demo.locator('.MuiDataGrid-virtualScroller').evaluate((element) => {
    element.scrollTop = 3000;
  });
  const alert = demo.getByRole('alert');
  await expect(alert).toContainText('could not be loaded', SLOW);
  // The rows of the failed range are still placeholders.
  await expect(demo.locator('.MuiDataGrid-row--skeleton, .MuiSkeleton-root').first()).toBeVisible();

  await demo.getByRole('switch', { name: 'Make the server fail' }).uncheck();
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(alert).toHaveCount(0);
  await expect(demo.locator('[role="row"][data-id="60"]')).toBeVisible(SLOW);
});

test('overview: a failed page shows an error over the grid, and Retry brings the rows back', async ({
  page,
}) => {
  await page.goto('/x/react-data-grid/server-side-data/');
  const demo = await liveDemo(page, 'react-data-grid/server-side-data/InvoiceErrorOverlay');
  await expect(demo.locator('[role="row"][data-id="INV-2401"]')).toBeVisible(SLOW);

  await demo.getByRole('switch', { name: 'Make the server fail' }).check();
  await demo.getByRole('button', { name: 'Go to next page' }).click();
  const alert = demo.getByRole('alert');
  await expect(alert).toContainText('Page 2 could not be loaded', SLOW);
  await expect(demo.locator('[role="row"][data-id]')).toHaveCount(0);

  await demo.getByRole('switch', { name: 'Make the server fail' }).uncheck();
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(alert).toHaveCount(0);
  await expect(demo.locator('[role="row"][data-id="INV-2411"]')).toBeVisible(SLOW);
});
