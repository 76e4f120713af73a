import { liveDemo } from './support/dataGrid';
import { expect, test } from './support/fixtures';
import { gotoHydrated } from './support/hydration';

/**
 * Data Grid Quick Filter component page (issue 26): the search field of a custom toolbar, built
 * from the QuickFilter parts, narrows the rows as the user types, and its clear button brings
 * them all back.
 */

test.use({ viewport: { width: 1280, height: 900 } });
test.setTimeout(60_000);

test('components/quick-filter: typing narrows the rows, clearing restores them', async ({
  page,
}) => {
  await gotoHydrated(page, '/x/react-data-grid/components/quick-filter/');
  const live = await liveDemo(
    page,
    'react-data-grid/components/quick-filter/TicketQuickFilterToolbar',
  );
  const count = live.getByRole('status');
  const rowIds = () =>
    live
      .locator('[role="row"][data-id]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id')));

  // All 16 tickets at first; 1043 ("Cannot reset my password") is among the first rows shown.
  await expect(count).toHaveText('16 of 16 tickets');
  await expect(live.locator('[role="row"][data-id="1043"]')).toBeVisible();

  await live.getByRole('searchbox', { name: 'Search tickets' }).fill('refund');
  await expect(count).toHaveText('3 of 16 tickets');
  await expect.poll(rowIds).toEqual(['1042', '1048', '1055']);
  await expect(live.locator('[role="row"][data-id="1043"]')).toHaveCount(0);

  await live.getByRole('button', { name: 'Clear the search' }).click();
  await expect(count).toHaveText('16 of 16 tickets');
  await expect(live.getByRole('searchbox', { name: 'Search tickets' })).toHaveValue('');
  await expect(live.locator('[role="row"][data-id="1043"]')).toBeVisible();
});
