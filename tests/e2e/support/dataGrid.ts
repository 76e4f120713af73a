import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { waitForHydration } from './hydration';

/** The live part of a Data Grid demo, scrolled into view and rendered. */
export async function liveDemo(page: Page, id: string): Promise<Locator> {
  const live = page.locator(`.demo[data-demo="${id}"] .demo-live`);
  await live.scrollIntoViewIfNeeded();
  await expect(live.locator('.demo-placeholder')).toHaveCount(0, { timeout: 15_000 });
  await expect(live.locator('.MuiDataGrid-root')).toBeVisible({ timeout: 15_000 });
  return live;
}

/** One cell of a grid, by its row id and field. */
export const cell = (grid: Locator, rowId: string, field: string) =>
  grid.locator(`[role="row"][data-id="${rowId}"] [role="gridcell"][data-field="${field}"]`);

/**
 * Opens a column's menu from its header's menu button, once the page has hydrated, and returns
 * the menu once it has taken focus: the grid focuses the menu when its opening has finished, so a
 * click on one of its items from then on is not lost.
 */
export async function openColumnMenu(page: Page, grid: Locator, headerName: string) {
  await waitForHydration(page);
  // By its menu button: a hovered header's name also holds its visible buttons ("City Sort").
  const header = grid.locator('[role="columnheader"]', {
    has: page.locator(`button[aria-label="${headerName} column menu"]`),
  });
  await header.hover();
  await header.getByRole('button', { name: `${headerName} column menu` }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(page.locator('[role="menu"]:focus, [role="menu"] :focus')).toHaveCount(1);
  // The menu grows in over a transition. On a loaded machine Playwright's stability check (the
  // same box in two animation frames) can pass mid-transition, and a click aimed at an item then
  // lands between items and does nothing: wait until the menu's transitions have ended.
  await menu.evaluate((element) =>
    Promise.all(
      element
        .closest('.MuiDataGrid-menu')!
        .getAnimations({ subtree: true })
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return menu;
}
