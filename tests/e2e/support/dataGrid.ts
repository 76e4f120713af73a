import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

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
