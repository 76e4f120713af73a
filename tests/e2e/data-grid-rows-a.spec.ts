import { expect, test } from './support/fixtures';
import { cell, liveDemo } from './support/dataGrid';

/**
 * Behaviour the Data Grid row pages promise that only interaction shows (issue 22): rows changed
 * through apiRef.current.updateRows, merged cells of row spanning, one detail panel at a time, and
 * auto-height rows that grow with their content.
 */
test.use({ viewport: { width: 1280, height: 900 } });
// Each test loads a page of several grids and renders the one it needs before interacting:
// under a busy CI machine that alone can take half of the default 30 s.
test.describe.configure({ timeout: 60_000 });

test('row updates: buttons calling apiRef.current.updateRows change, add and remove the rows shown', async ({
  page,
}) => {
  await page.goto('/x/react-data-grid/row-updates/');
  const demo = await liveDemo(page, 'react-data-grid/row-updates/DepartureBoardApiUpdates');

  await expect(cell(demo, 'LH1173', 'status')).toHaveText('Boarding');
  await expect(cell(demo, 'LH1173', 'expected')).toHaveText('—');
  await demo.getByRole('button', { name: 'Delay LH1173' }).click();
  // A partial update: the two fields change, the others stay.
  await expect(cell(demo, 'LH1173', 'status')).toHaveText('Delayed');
  await expect(cell(demo, 'LH1173', 'expected')).toHaveText('09:55');
  await expect(cell(demo, 'LH1173', 'destination')).toHaveText('Frankfurt');

  // An unknown id is inserted.
  await expect(demo.locator('[role="row"][data-id="KL1692"]')).toHaveCount(0);
  await demo.getByRole('button', { name: 'Add next flight' }).click();
  await expect(cell(demo, 'KL1692', 'destination')).toHaveText('Amsterdam');

  // `_action: 'delete'` removes the departed flight.
  await expect(demo.locator('[role="row"][data-id="TP1341"]')).toHaveCount(1);
  await demo.getByRole('button', { name: 'Remove a departed flight' }).click();
  await expect(demo.locator('[role="row"][data-id="TP1341"]')).toHaveCount(0);
  await expect(demo).toContainText("updateRows([{ id: 'TP1341', _action: 'delete' }])");
});

test('row spanning: equal neighbouring values merge into one cell, and the switch separates them again', async ({
  page,
}) => {
  await page.goto('/x/react-data-grid/row-spanning/');
  const demo = await liveDemo(page, 'react-data-grid/row-spanning/ConferenceAgendaSpanning');

  // Six sessions on the first day: one Day cell spans them; the seats column never merges.
  const firstDay = cell(demo, '1', 'day');
  await expect(firstDay).toHaveAttribute('aria-rowspan', '6');
  await expect(cell(demo, '6', 'seats')).not.toHaveAttribute('aria-rowspan', /[2-9]/);
  const dayHeight = (await firstDay.boundingBox())!.height;
  const rowHeight = (await demo.locator('[role="row"][data-id="1"]').boundingBox())!.height;
  expect(dayHeight).toBeGreaterThan(rowHeight * 5);

  await demo
    .getByRole('switch', { name: 'Row spanning' })
    .or(demo.getByRole('checkbox', { name: 'Row spanning' }))
    .click();
  await expect(firstDay).not.toHaveAttribute('aria-rowspan', '6');
  await expect(cell(demo, '2', 'day')).toHaveText('Thu 14 May');
});

test('recipes: with the controlled model, opening a detail panel closes the one that was open', async ({
  page,
}) => {
  await page.goto('/x/react-data-grid/row-recipes/');
  const demo = await liveDemo(page, 'react-data-grid/row-recipes/OrderSingleDetailPanel');

  const panels = demo.locator('.MuiDataGrid-detailPanel');
  await expect(panels).toHaveCount(1);
  await expect(panels.first()).toContainText('Tieguanyin oolong');
  await expect(demo).toContainText('Open panel: order 1043');

  await demo
    .locator('[role="row"][data-id="1041"]')
    .getByRole('button', { name: 'Expand' })
    .click();
  await expect(panels).toHaveCount(1);
  await expect(panels.first()).toContainText('Sencha');
  await expect(demo).toContainText('Open panel: order 1041');
});

test('row height: an auto-height row grows when its message is expanded, and shrinks back', async ({
  page,
}) => {
  await page.goto('/x/react-data-grid/row-height/');
  const demo = await liveDemo(page, 'react-data-grid/row-height/TicketExpandableMessage');

  const row = demo.locator('[role="row"][data-id="4101"]');
  const closed = (await row.boundingBox())!.height;
  await row.getByRole('button', { name: 'Show more' }).click();
  await expect(row.getByRole('button', { name: 'Show less' })).toBeVisible();
  await expect.poll(async () => (await row.boundingBox())!.height).toBeGreaterThan(closed + 10);
  await row.getByRole('button', { name: 'Show less' }).click();
  await expect.poll(async () => (await row.boundingBox())!.height).toBeLessThan(closed + 2);
});
