import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { gotoHydrated } from './support/hydration';

/**
 * Data Grid export, copy and paste, cell selection (issue 23): what the export, clipboard and
 * cell-selection pages promise and only an interaction shows.
 */

test.use({
  viewport: { width: 1280, height: 900 },
  permissions: ['clipboard-read', 'clipboard-write'],
});
// A Premium grid is a large chunk of script: on a busy machine it can take a while to come in.
test.setTimeout(60_000);
const RENDER = { timeout: 20_000 };

const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** The grid of a demo, once the demo has come into view and rendered. */
async function demoGrid(page: Page, id: string): Promise<Locator> {
  const frame = page.locator(`.demo[data-demo="${id}"]`);
  await frame.scrollIntoViewIfNeeded();
  const grid = frame.locator('.MuiDataGrid-root').first();
  await expect(grid).toBeVisible(RENDER);
  return grid;
}

const cell = (grid: Locator, id: string, field: string) =>
  grid.locator(`.MuiDataGrid-row[data-id="${id}"] [data-field="${field}"]`);

test('export: Download as CSV from the toolbar gives a file with the header row and every row', async ({
  page,
}) => {
  await gotoHydrated(page, '/x/react-data-grid/export/');
  const grid = await demoGrid(page, 'react-data-grid/export/ShipmentExportToolbar');
  await grid.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Download as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  const lines = text.split('\r\n');
  expect(lines[0]).toBe(
    'Shipment,Customer,Destination,Mode,Status,Weight,Declared value,Departure',
  );
  // Twelve shipments, in the grid's order, with their formatted values.
  expect(lines).toHaveLength(13);
  // Values that contain the delimiter are quoted.
  expect(lines[1]).toMatch(
    /^SHP-3101,Nordlys Furniture,Bergen,Sea,Delivered,"12,400 kg","€86,500",/,
  );
  expect(lines[12]).toMatch(/^SHP-3112,Marlowe & Finch,Antwerp,Sea,Booked,"7,350 kg","€35,200",/);
});

test('export: the CSV options of the toolbar change the delimiter, the headers and the file name', async ({
  page,
}) => {
  await gotoHydrated(page, '/x/react-data-grid/export/');
  const grid = await demoGrid(page, 'react-data-grid/export/ShipmentCsvOptions');
  const frame = page.locator('.demo[data-demo="react-data-grid/export/ShipmentCsvOptions"]');
  await frame.getByRole('switch', { name: 'Header row' }).uncheck();
  await grid.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Download as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('shipments-march.csv');
  const bytes = await readFile((await download.path())!);
  // utf8WithBom is on in the demo: the file starts with EF BB BF.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines).toHaveLength(12);
  expect(lines[0]).toMatch(/^SHP-3101;Nordlys Furniture;Bergen;Sea;Delivered;12,400 kg;€86,500;/);
});

test('copy: Ctrl+C on selected rows puts tab-separated lines on the clipboard', async ({
  page,
}) => {
  await gotoHydrated(page, '/x/react-data-grid/clipboard/');
  const grid = await demoGrid(page, 'react-data-grid/clipboard/BudgetCopyRows');
  await page.evaluate(() => navigator.clipboard.writeText('before'));

  await grid.locator('.MuiDataGrid-row[data-id="1"]').getByRole('checkbox').check();
  await grid.locator('.MuiDataGrid-row[data-id="2"]').getByRole('checkbox').check();
  await page.keyboard.press('Control+c');
  await expect
    .poll(() => readClipboard(page))
    .toBe(
      [
        'Trade fair stand\tEvents\tAna Ribeiro\t€18,000\t€4,500\t€0\t€21,000',
        'Search ads\tOnline\tJonas Weber\t€6,200\t€6,200\t€5,400\t€7,800',
      ].join('\r\n'),
    );

  // With no row selected, the focused cell alone is copied.
  await grid.locator('.MuiDataGrid-row[data-id="1"]').getByRole('checkbox').uncheck();
  await grid.locator('.MuiDataGrid-row[data-id="2"]').getByRole('checkbox').uncheck();
  await cell(grid, '4', 'owner').click();
  await page.keyboard.press('Control+c');
  await expect.poll(() => readClipboard(page)).toBe('Claire Dubois');
});

test('copy: a range of cells selected with Shift+click is copied as tab-separated lines', async ({
  page,
}) => {
  await gotoHydrated(page, '/x/react-data-grid/clipboard/');
  const grid = await demoGrid(page, 'react-data-grid/clipboard/BudgetCopyRange');
  await cell(grid, '2', 'q1').click();
  await cell(grid, '3', 'q3').click({ modifiers: ['Shift'] });
  await page.keyboard.press('Control+c');
  await expect
    .poll(() => readClipboard(page))
    .toBe(['€6,200\t€6,200\t€5,400', '€3,000\t€4,200\t€4,200'].join('\r\n'));
});

test('paste: Ctrl+V lays a block of cells out from the focused cell and processRowUpdate saves it', async ({
  page,
}) => {
  await page.goto('/x/react-data-grid/clipboard/');
  const grid = await demoGrid(page, 'react-data-grid/clipboard/BudgetPaste');
  const frame = page.locator('.demo[data-demo="react-data-grid/clipboard/BudgetPaste"]');
  await page.evaluate(() =>
    navigator.clipboard.writeText('19500\t4500\t0\t22000\n6800\t6800\t6000\t8200'),
  );
  await cell(grid, '1', 'q1').click();
  await page.keyboard.press('Control+v');
  await expect(cell(grid, '1', 'q4')).toHaveText('€22,000');
  await expect(cell(grid, '2', 'q1')).toHaveText('€6,800');
  await expect(cell(grid, '2', 'q4')).toHaveText('€8,200');
  await expect(frame.getByRole('list', { name: 'Paste events' })).toContainText(
    'Paste ended: 2 rows updated',
  );
});

test('cell selection: Shift+click selects the rectangle between two cells', async ({ page }) => {
  await gotoHydrated(page, '/x/react-data-grid/cell-selection/');
  const grid = await demoGrid(page, 'react-data-grid/cell-selection/RainfallCellSelection');
  await cell(grid, 'london', 'feb').click();
  await expect(cell(grid, 'london', 'feb')).toHaveClass(/Mui-selected/);
  await cell(grid, 'mumbai', 'apr').click({ modifiers: ['Shift'] });

  for (const row of ['london', 'madrid', 'mumbai']) {
    for (const month of ['feb', 'mar', 'apr']) {
      await expect(cell(grid, row, month)).toHaveClass(/Mui-selected/);
    }
  }
  await expect(grid.locator('.MuiDataGrid-cell.Mui-selected')).toHaveCount(9);
  // The edges of the block carry the range classes.
  await expect(cell(grid, 'london', 'feb')).toHaveClass(/MuiDataGrid-cell--rangeTop/);
  await expect(cell(grid, 'london', 'feb')).toHaveClass(/MuiDataGrid-cell--rangeLeft/);
  await expect(cell(grid, 'mumbai', 'apr')).toHaveClass(/MuiDataGrid-cell--rangeBottom/);
  await expect(cell(grid, 'mumbai', 'apr')).toHaveClass(/MuiDataGrid-cell--rangeRight/);
  // A click selects cells only: no row is selected.
  await expect(grid.locator('.MuiDataGrid-row.Mui-selected')).toHaveCount(0);
});

test('cell selection: dragging selects a range, and the controlled model reports it', async ({
  page,
}) => {
  await page.goto('/x/react-data-grid/cell-selection/');
  const grid = await demoGrid(page, 'react-data-grid/cell-selection/RainfallSelectionSummary');
  const frame = page.locator(
    '.demo[data-demo="react-data-grid/cell-selection/RainfallSelectionSummary"]',
  );
  await expect(frame.getByRole('status')).toHaveText(
    '3 months selected: 813 mm in total, 271 mm on average.',
  );

  await cell(grid, 'mumbai', 'jun').hover();
  await page.mouse.down();
  await cell(grid, 'mumbai', 'jul').hover();
  await cell(grid, 'mumbai', 'aug').hover();
  await page.mouse.up();
  await expect(grid.locator('.MuiDataGrid-cell.Mui-selected')).toHaveCount(3);
  await expect(frame.getByRole('status')).toHaveText(
    '3 months selected: 1950 mm in total, 650 mm on average.',
  );
  await expect(frame.getByLabel('Current cellSelectionModel value')).toContainText(
    '{"mumbai":{"jun":true,"jul":true,"aug":true}}',
  );
});
