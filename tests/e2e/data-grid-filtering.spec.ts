import type { Locator, Page } from '@playwright/test';
import { openColumnMenu } from './support/dataGrid';
import { expect, test } from './support/fixtures';
import { gotoHydrated } from './support/hydration';

/**
 * Data Grid filtering pages (issue 23, group C): what only an interaction shows. The filter panel,
 * opened from a column menu or from the toolbar, narrows the rows; several filters combine with
 * And or Or on a Pro grid; typing in a header filter narrows the rows.
 */

test.use({ viewport: { width: 1280, height: 900 } });
// A Pro grid is a large chunk of script: on a busy machine it can take a while to come in.
test.setTimeout(60_000);
const RENDER = { timeout: 20_000 };

/** The live grid of a demo, scrolled into view and rendered. */
async function demoGrid(page: Page, url: string, demo: string): Promise<Locator> {
  await gotoHydrated(page, url);
  const live = page.locator(`.demo[data-demo$="/${demo}"] .demo-live`);
  await live.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect(live.locator('[role="columnheader"]').first()).toBeVisible(RENDER);
  return live;
}

/** The texts of one column's cells, in row order (the demos are small enough to render whole). */
async function columnTexts(grid: Locator, field: string): Promise<string[]> {
  return grid.locator(`[role="gridcell"][data-field="${field}"]`).allInnerTexts();
}

/** Opens a column's menu and its Filter item: the filter panel shows its operator field. */
async function openFilterFromColumnMenu(page: Page, grid: Locator, headerName: string) {
  const menu = await openColumnMenu(page, grid, headerName);
  await menu.getByRole('menuitem', { name: 'Filter' }).click();
  await expect(page.getByRole('combobox', { name: 'Operator' })).toBeVisible();
}

test('overview: a filter built in the panel from the column menu narrows the rows', async ({
  page,
}) => {
  const grid = await demoGrid(page, '/x/react-data-grid/filtering/', 'HotelFilterByColumnType');
  expect((await columnTexts(grid, 'name')).length).toBeGreaterThan(5);

  await openFilterFromColumnMenu(page, grid, 'City');
  await page.getByRole('combobox', { name: 'Operator' }).click();
  await page.getByRole('option', { name: 'equals', exact: true }).click();
  await page.getByRole('textbox', { name: 'Value' }).fill('zürich');
  await expect.poll(() => columnTexts(grid, 'name')).toEqual(['Limmat Terrace', 'Bergwerk Hostel']);
  await page.keyboard.press('Escape');
  expect(new Set(await columnTexts(grid, 'city'))).toEqual(new Set(['Zürich']));
});

test('overview: the toolbar opens the panel on the initial filter, and a new value narrows the rows', async ({
  page,
}) => {
  const grid = await demoGrid(page, '/x/react-data-grid/filtering/', 'HotelFilterInitial');
  // Four stars and more at mount.
  await expect
    .poll(async () => (await columnTexts(grid, 'stars')).map(Number).every((stars) => stars >= 4))
    .toBe(true);
  expect((await columnTexts(grid, 'stars')).length).toBe(7);

  await grid.getByRole('button', { name: 'Filters', exact: true }).click();
  const value = page.getByRole('spinbutton', { name: 'Value' });
  await expect(value).toHaveValue('4');
  await value.fill('5');
  await expect
    .poll(() => columnTexts(grid, 'name'))
    .toEqual(['Limmat Terrace', 'Grand Hôtel du Parc']);
});

test('multi-filters: two filters combine with Or, then with And', async ({ page }) => {
  const grid = await demoGrid(
    page,
    '/x/react-data-grid/filtering/multi-filters/',
    'CandidateMultiFiltersLogic',
  );
  // Stage is Offer OR location is Berlin.
  await expect
    .poll(() => columnTexts(grid, 'name'))
    .toEqual(['Aiko Tanaka', 'Carla Rossi', 'Daniel Weber', 'Hamza Qureshi', 'Nora Haddad']);

  // The logic operator of the panel's second row switches the whole model to And.
  await grid.getByRole('button', { name: 'Filters', exact: true }).click();
  const logic = page.getByRole('combobox', { name: 'Logic operator' }).first();
  await logic.click();
  await page.getByRole('option', { name: 'And' }).click();
  await expect.poll(() => columnTexts(grid, 'name')).toEqual(['Hamza Qureshi']);
  await expect(page.getByLabel('Current filterModel value')).toContainText(
    '"logicOperator": "and"',
  );

  // Add filter appends a third row, and a third item to the model; without a value it hides nothing.
  await page.getByRole('button', { name: 'Add filter' }).click();
  await expect(page.getByRole('combobox', { name: 'Columns' })).toHaveCount(3);
  await expect
    .poll(
      async () =>
        (await page.getByLabel('Current filterModel value').innerText()).match(/"field"/g)?.length,
    )
    .toBe(3);
  expect(await columnTexts(grid, 'name')).toEqual(['Hamza Qureshi']);
});

test('header filters: typing in a header filter narrows the rows', async ({ page }) => {
  const grid = await demoGrid(
    page,
    '/x/react-data-grid/filtering/header-filters/',
    'VehicleHeaderFilters',
  );
  expect((await columnTexts(grid, 'model')).length).toBeGreaterThan(5);

  const modelFilter = grid
    .locator('.MuiDataGrid-headerFilterRow [data-field="model"]')
    .getByRole('textbox');
  await modelFilter.click();
  await modelFilter.fill('ford');
  await expect.poll(() => columnTexts(grid, 'model')).toEqual(['Ford Transit', 'Ford Ranger']);

  // A second header filter combines with the first.
  const serviceFilter = grid
    .locator('.MuiDataGrid-headerFilterRow [data-field="inService"]')
    .getByRole('combobox');
  await serviceFilter.click();
  await page.getByRole('option', { name: 'false' }).click();
  await expect.poll(() => columnTexts(grid, 'model')).toEqual(['Ford Ranger']);
});
