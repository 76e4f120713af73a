import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { gotoHydrated } from './support/hydration';

/**
 * Data Grid main and advanced features (issue 23, group e): what the accessibility, localization,
 * scrolling and list view pages promise and only an interaction shows.
 */

test.use({ viewport: { width: 1280, height: 900 } });
// A Pro grid is a large chunk of script: on a busy machine it can take a while to come in.
test.setTimeout(60_000);
const RENDER = { timeout: 20_000 };

/** The frame of a demo, scrolled into view, once its grid has rendered. */
async function demo(page: Page, id: string): Promise<{ frame: Locator; grid: Locator }> {
  const frame = page.locator(`.demo[data-demo="${id}"]`);
  await frame.scrollIntoViewIfNeeded();
  const grid = frame.locator('.MuiDataGrid-root').first();
  await expect(grid).toBeVisible(RENDER);
  return { frame, grid };
}

test('accessibility: arrow keys move the focus between cells, with the ARIA indexes the page lists', async ({
  page,
}) => {
  await gotoHydrated(page, '/x/react-data-grid/accessibility/');
  const { frame, grid } = await demo(
    page,
    'react-data-grid/accessibility/LibraryKeyboardPlayground',
  );
  const status = frame.getByLabel('Last key and focused element');

  await grid.locator('.MuiDataGrid-row[data-id="1"] [data-field="title"]').click();
  const focused = () =>
    page.evaluate(() =>
      document.activeElement?.closest('[role="gridcell"]')?.getAttribute('data-field'),
    );
  await expect.poll(focused).toBe('title');

  await page.keyboard.press('ArrowRight');
  await expect.poll(focused).toBe('author');
  await page.keyboard.press('ArrowDown');
  await expect.poll(focused).toBe('author');
  await expect(page.locator(':focus')).toHaveAttribute('aria-colindex', '3');
  await expect(status).toContainText('gridcell "author", aria-colindex 3, aria-rowindex 3');

  await page.keyboard.press('End');
  await expect.poll(focused).toBe('status');
  await page.keyboard.press('Home');
  await expect.poll(focused).toBe('__check__');

  // From the first row, the up arrow goes to the column header.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(page.locator(':focus')).toHaveAttribute('role', 'columnheader');
  await expect(page.locator(':focus')).toHaveAttribute('data-field', 'title');
  await expect(status).toContainText('Last key: ArrowUp');
});

test('localization: the French grid shows its column menu and footer in French', async ({
  page,
}) => {
  await gotoHydrated(page, '/x/react-data-grid/localization/');
  const { grid } = await demo(page, 'react-data-grid/localization/BoutiqueFrenchTheme');

  await expect(grid.locator('.MuiDataGrid-footerContainer')).toContainText('Lignes par page');
  await expect(grid.locator('.MuiDataGrid-footerContainer')).toContainText('1–5 sur 12');

  await grid.locator('.MuiDataGrid-row[data-id="4101"] [data-field="__check__"] input').check();
  await expect(grid.locator('.MuiDataGrid-footerContainer')).toContainText('1 ligne sélectionnée');

  const header = grid.getByRole('columnheader', { name: 'Client' });
  await header.hover();
  await header.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Tri ascendant' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Filtrer' })).toBeVisible();
  await page.keyboard.press('Escape');
});

test('scrolling: the button brings the chosen parcel into view and focuses its cell', async ({
  page,
}) => {
  await gotoHydrated(page, '/x/react-data-grid/scrolling/');
  const { frame, grid } = await demo(page, 'react-data-grid/scrolling/ParcelScrollToIndexes');
  // The default choice: the 48th parcel, delivery slot column; far below and to the right.
  const target = grid.locator('.MuiDataGrid-row[data-id="KT048821"]');
  await expect(target).toHaveCount(0);

  await frame.getByRole('button', { name: 'Show parcel' }).click();
  await expect(target).toBeVisible();
  const cell = target.locator('[data-field="slot"]');
  await expect(cell).toBeFocused();
  await expect(frame.getByLabel('Result of the last call')).toContainText('returned true');

  // Inside the viewport: the cell is within the grid's scroller.
  const scroller = (await grid.locator('.MuiDataGrid-virtualScroller').boundingBox())!;
  const box = (await cell.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(scroller.y);
  expect(box.y + box.height).toBeLessThanOrEqual(scroller.y + scroller.height + 1);
  expect(box.x + box.width).toBeLessThanOrEqual(scroller.x + scroller.width + 1);

  // Already visible: the second call does not scroll.
  await frame.getByRole('button', { name: 'Show parcel' }).click();
  await expect(frame.getByLabel('Result of the last call')).toContainText('returned false');
});

test('list view (Pro): rows show as list cards without headers, and switch back to the grid', async ({
  page,
}) => {
  await gotoHydrated(page, '/x/react-data-grid/list-view/');
  const { frame, grid } = await demo(page, 'react-data-grid/list-view/ContactListToggle');

  // The list: one cell per row, from the list column, and no column headers.
  const firstRow = grid.locator('.MuiDataGrid-row[data-id="1"]');
  await expect(firstRow.locator('[role="gridcell"]')).toHaveCount(1);
  await expect(firstRow.locator('[data-field="contactCard"]')).toContainText('Amelia Brandt');
  await expect(firstRow.locator('[data-field="contactCard"]')).toContainText(
    'Sales manager, Brandt Timber',
  );
  await expect(grid.getByRole('columnheader')).toHaveCount(0);

  await frame.getByRole('button', { name: 'Grid' }).click();
  await expect(grid.getByRole('columnheader', { name: 'Company' })).toBeVisible();
  await expect(firstRow.locator('[data-field="contactCard"]')).toHaveCount(0);
  await expect(firstRow.locator('[data-field="email"]')).toHaveText('amelia@brandt-timber.example');

  await frame.getByRole('button', { name: 'List' }).click();
  await expect(grid.getByRole('columnheader')).toHaveCount(0);
  await expect(firstRow.locator('[data-field="contactCard"]')).toBeVisible();
});
