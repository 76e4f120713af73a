import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { nextFrames } from './support/hydration';

/**
 * Behaviours the real-time data showcase (issue 22) promises that only time and interaction show:
 * prices change while the feed runs, Pause stops them and Resume restarts them, a sort chosen by
 * the reader holds while rows are updated, and the feed stops while the demo is off screen.
 */

const PAGE = '/x/react-data-grid/demos/real-time-data/';

test.use({ viewport: { width: 1280, height: 900 } });

/**
 * The live market watch list, scrolled into view and rendered. The page runs on Playwright's clock:
 * time flows as usual, and `page.clock.runFor` plays the feed's 800 ms ticks at once when a test
 * needs several of them, instead of sleeping through them.
 */
async function watchList(page: Page): Promise<Locator> {
  await page.clock.install();
  await page.goto(PAGE);
  const live = page.locator('.demo[data-demo$="/LiveMarketWatch"] .demo-live');
  await live.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect(live.locator('[role="gridcell"][data-field="price"]').first()).toBeVisible({
    timeout: 15_000,
  });
  return live;
}

/** The text of every row, by symbol, in the order the grid shows them. */
async function rowsBySymbol(grid: Locator): Promise<Array<{ symbol: string; text: string }>> {
  return grid.locator('[role="row"][data-id]').evaluateAll((rows) =>
    rows
      .map((row) => ({
        index: Number(row.getAttribute('aria-rowindex')),
        symbol: row.getAttribute('data-id') ?? '',
        text: (row as HTMLElement).innerText,
      }))
      .sort((a, b) => a.index - b.index)
      .map(({ symbol, text }) => ({ symbol, text })),
  );
}

/** The shown prices, top to bottom, as numbers. */
async function shownPrices(grid: Locator): Promise<number[]> {
  const rows = await grid.locator('[role="row"][data-id]').evaluateAll((elements) =>
    elements
      .map((row) => ({
        index: Number(row.getAttribute('aria-rowindex')),
        price: row.querySelector('[data-field="price"]')?.textContent ?? '',
      }))
      .sort((a, b) => a.index - b.index),
  );
  return rows.map(({ price }) => Number(price.replace(/[^0-9.]/g, '')));
}

function snapshot(rows: Array<{ symbol: string; text: string }>): Map<string, string> {
  return new Map(rows.map(({ symbol, text }) => [symbol, text]));
}

test('prices change while the feed runs, Pause stops them and Resume restarts them', async ({
  page,
}) => {
  const grid = await watchList(page);
  const status = grid.getByRole('status');
  await expect(status).toHaveText('Live');

  // The feed trades a few listings every tick: the rows change within seconds.
  const before = snapshot(await rowsBySymbol(grid));
  await expect
    .poll(async () => {
      const now = snapshot(await rowsBySymbol(grid));
      return [...now].filter(([symbol, text]) => before.get(symbol) !== text).length;
    })
    .toBeGreaterThan(0);
  await expect(grid.getByText(/Session time 09:30:0[1-9]/)).toBeVisible();

  await grid.getByRole('button', { name: 'Pause updates' }).click();
  await expect(status).toHaveText('Paused');
  await expect(grid.getByRole('button', { name: 'Resume updates' })).toBeVisible();
  const paused = await rowsBySymbol(grid);
  const pausedClock = await grid.getByText(/Session time/).innerText();
  // Three ticks' worth of time: nothing moves (the frames let any update render).
  await page.clock.runFor(2_500);
  await nextFrames(page);
  expect(await rowsBySymbol(grid)).toEqual(paused);
  await expect(grid.getByText(/Session time/)).toHaveText(pausedClock);

  await grid.getByRole('button', { name: 'Resume updates' }).click();
  await expect(status).toHaveText('Live');
  await expect(grid.getByText(/Session time/)).not.toHaveText(pausedClock, { timeout: 5_000 });
});

test('a sort chosen by the reader holds while the prices update', async ({ page }) => {
  const grid = await watchList(page);
  // The list opens sorted by the change in percent; the reader sorts by the last price instead.
  await grid.getByRole('columnheader', { name: 'Last' }).click();
  await expect(grid.getByRole('columnheader', { name: 'Last' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  const start = await grid.getByText(/Session time/).innerText();
  await expect(grid.getByText(/Session time/)).not.toHaveText(start, { timeout: 5_000 });
  // Several updates later, the rows are still in price order.
  for (let check = 0; check < 4; check += 1) {
    const clock = await grid.getByText(/Session time/).innerText();
    await page.clock.runFor(900);
    await expect(grid.getByText(/Session time/)).not.toHaveText(clock);
    await nextFrames(page);
    const prices = await shownPrices(grid);
    expect(prices).toHaveLength(12);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  }
});

test('the feed stops while the demo is scrolled out of view', async ({ page }) => {
  const grid = await watchList(page);
  const status = grid.getByRole('status');
  await expect(status).toHaveText('Live');

  // Scroll the page far below the demo.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(status).toHaveText('Paused while off screen');
  const hiddenClock = await grid.getByText(/Session time/).innerText();
  await page.clock.runFor(2_500);
  await nextFrames(page);
  await expect(grid.getByText(/Session time/)).toHaveText(hiddenClock);

  await grid.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect(status).toHaveText('Live');
  await expect(grid.getByText(/Session time/)).not.toHaveText(hiddenClock, { timeout: 5_000 });
});
