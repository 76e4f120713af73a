import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The marker src/pages/_app.tsx sets on <html> in its first effect, once React has hydrated the
 * page (the root's effects run after all of its children's): clicks and keys reach React handlers.
 */
export const HYDRATED_SELECTOR = 'html[data-hydrated]';

/** Waits until React has hydrated the current page. */
export async function waitForHydration(page: Page, timeout = 15_000): Promise<void> {
  await expect(page.locator(HYDRATED_SELECTOR)).toHaveCount(1, { timeout });
}

/** Opens a page and waits until React has hydrated it. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/**
 * Resolves after the browser has drawn `frames` more frames: for checks that something did NOT
 * happen after a render, without guessing a duration.
 */
export async function nextFrames(page: Page, frames = 2): Promise<void> {
  await page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        const step = (left: number) =>
          left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1));
        step(count);
      }),
    frames,
  );
}
