import { expect, test } from './support/fixtures';
import { cell, liveDemo } from './support/dataGrid';
import { waitForHydration } from './support/hydration';

/**
 * The undo and redo page (issue 25) promises that an edit can be taken back: with the keyboard
 * shortcut, and with the Undo and Redo buttons of the default toolbar.
 */
test.use({ viewport: { width: 1280, height: 900 } });
// Each test loads a page of several grids and renders the one it needs before interacting.
test.describe.configure({ timeout: 60_000 });

test('undo and redo: Ctrl+Z brings an edited amount back, Ctrl+Y applies it again', async ({
  page,
}) => {
  await page.goto('/x/react-data-grid/undo-redo/');
  await waitForHydration(page);
  const demo = await liveDemo(page, 'react-data-grid/undo-redo/ExpenseUndoRedo');

  const amount = cell(demo, '2', 'amount');
  await expect(amount).toHaveText('€375.00');
  await amount.dblclick();
  const input = amount.locator('input');
  await expect(input).toBeFocused();
  await input.fill('290');
  await input.press('Enter');
  await expect(amount.locator('input')).toHaveCount(0);
  await expect(amount).toHaveText('€290.00');

  // The focus is in the grid (on the cell below): the grid's shortcut undoes the edit.
  await page.keyboard.press('Control+z');
  await expect(amount).toHaveText('€375.00');
  await page.keyboard.press('Control+y');
  await expect(amount).toHaveText('€290.00');
});

test('undo and redo: the toolbar buttons follow the history', async ({ page }) => {
  await page.goto('/x/react-data-grid/undo-redo/');
  await waitForHydration(page);
  const demo = await liveDemo(page, 'react-data-grid/undo-redo/ExpenseHistoryToolbar');
  const undo = demo.getByRole('button', { name: 'Undo', exact: true });
  const redo = demo.getByRole('button', { name: 'Redo', exact: true });
  await expect(undo).toBeDisabled();

  const description = cell(demo, '3', 'description');
  await expect(description).toHaveText('Taxi to the fair');
  await description.dblclick();
  await description.locator('input').fill('Taxi to the hotel');
  await description.locator('input').press('Enter');
  await expect(description).toHaveText('Taxi to the hotel');

  await expect(undo).toBeEnabled();
  await undo.click();
  await expect(description).toHaveText('Taxi to the fair');
  await expect(undo).toBeDisabled();
  await expect(redo).toBeEnabled();
  await redo.click();
  await expect(description).toHaveText('Taxi to the hotel');
});
