import type { Locator, Page } from '@playwright/test';
import { liveDemo, openColumnMenu } from './support/dataGrid';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/hydration';

/**
 * The State page promises a layout saved in localStorage (issue 26): the persist demo restores a
 * sort and a hidden column after a reload, its reset button forgets them, and a corrupt saved
 * value does not stop the grid from mounting.
 */
test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 60_000 });

const PAGE = '/x/react-data-grid/state/';
const DEMO = 'react-data-grid/state/InvoicePersistedState';
const STORAGE_KEY = 'mui-x-docs-demo-state-invoices';

/** The line above the grid that says what is saved. */
const savedLine = (demo: Locator) => demo.getByRole('status').filter({ hasText: /saved/i });

const storedValue = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY);

/** Reloads the page and returns the demo once its grid has rendered again. */
async function reloadDemo(page: Page): Promise<Locator> {
  await page.reload();
  await waitForHydration(page);
  return liveDemo(page, DEMO);
}

test('state: a saved sort and hidden column come back after a reload, and reset forgets them', async ({
  page,
}) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  let demo = await liveDemo(page, DEMO);
  await expect(savedLine(demo)).toHaveText('Nothing saved: the grid starts with its defaults.');
  expect(await storedValue(page)).toBeNull();

  // Sort by due date from the header, and hide the Project column from its menu.
  const due = demo.getByRole('columnheader', { name: 'Due' });
  await due.click();
  await expect(due).toHaveAttribute('aria-sort', 'ascending');
  await expect(savedLine(demo)).toHaveText(
    'Saved in this browser: sorted by due (asc), no hidden columns.',
  );
  const menu = await openColumnMenu(page, demo, 'Project');
  await menu.getByRole('menuitem', { name: 'Hide column' }).click();
  await expect(demo.getByRole('columnheader', { name: 'Project' })).toHaveCount(0);

  // The demo saves shortly after the last change, and says so.
  await expect(savedLine(demo)).toHaveText(
    'Saved in this browser: sorted by due (asc), hidden: project.',
  );
  expect(JSON.parse((await storedValue(page)) ?? 'null')).toMatchObject({
    version: 1,
    state: {
      sorting: { sortModel: [{ field: 'due', sort: 'asc' }] },
      columns: { columnVisibilityModel: { project: false } },
    },
  });

  demo = await reloadDemo(page);
  await expect(demo.getByRole('columnheader', { name: 'Due' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(demo.getByRole('columnheader', { name: 'Project' })).toHaveCount(0);
  await expect(savedLine(demo)).toHaveText(
    'Saved in this browser: sorted by due (asc), hidden: project.',
  );

  // Reset: the saved value is removed and a fresh grid mounts with the defaults.
  await demo.getByRole('button', { name: 'Reset the layout' }).click();
  await expect(savedLine(demo)).toHaveText('Nothing saved: the grid starts with its defaults.');
  await expect(demo.getByRole('columnheader', { name: 'Project' })).toHaveCount(1);
  await expect(demo.getByRole('columnheader', { name: 'Due' })).not.toHaveAttribute(
    'aria-sort',
    /ascending|descending/,
  );
  expect(await storedValue(page)).toBeNull();

  // And it stays reset after the next reload.
  demo = await reloadDemo(page);
  await expect(demo.getByRole('columnheader', { name: 'Project' })).toHaveCount(1);
  await expect(demo.getByRole('columnheader', { name: 'Due' })).not.toHaveAttribute(
    'aria-sort',
    /ascending|descending/,
  );
  await expect(savedLine(demo)).toHaveText('Nothing saved: the grid starts with its defaults.');
});

test('state: a corrupt saved layout is ignored and the grid starts with its defaults', async ({
  page,
}) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  await page.evaluate(
    (key) => window.localStorage.setItem(key, '{"version":1,"state":'),
    STORAGE_KEY,
  );

  const demo = await reloadDemo(page);
  await expect(savedLine(demo)).toHaveText('Nothing saved: the grid starts with its defaults.');
  await expect(demo.getByRole('columnheader', { name: 'Project' })).toHaveCount(1);
  await expect(demo.locator('[role="row"][data-id]').first()).toBeVisible();
});
