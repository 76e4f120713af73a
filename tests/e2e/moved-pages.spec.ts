import { movedPages } from '../../content/nav/movedPages';
import { movedUrls } from '../../src/engine/routing/movedPages';
import { expect, test } from './support/fixtures';
import { writtenRoutes } from './support/pages';

/**
 * Pages v8.29.3 moved: every old URL, in both languages, lands on the new page, through the
 * server's 308 (npm start) and through the redirect page the export holds for static hosts.
 */
const written = new Set(writtenRoutes().map((route) => `${route}/`));
const moves = [...movedUrls(movedPages)].filter(([, to]) => written.has(to.replace(/^\/zh/, '')));

test('every moved page whose new page is written is followed', () => {
  // The four quickstarts, in two languages (the Data Grid's features page is not written yet).
  expect(moves.length).toBeGreaterThanOrEqual(8);
});

for (const [from, to] of moves) {
  test(`${from} lands on ${to}`, async ({ page, request }) => {
    const answer = await request.get(`${from.slice(0, -1)}?ref=old`, { maxRedirects: 0 });
    expect(answer.status()).toBe(308);
    expect(answer.headers().location).toBe(`${to}?ref=old`);

    await page.goto(`${from}#top`);
    await expect(page).toHaveURL(new RegExp(`${to}#top$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // A static host serves the redirect page itself: it forwards with the anchor, JavaScript on.
    await page.goto(`${from}index.html#top`);
    await expect(page).toHaveURL(new RegExp(`${to}#top$`));
  });
}
