import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { gotoHydrated } from './support/hydration';

/**
 * The Material Icons fonts: their stylesheet (one `<style id="material-icon-font">`) is added by a
 * page only once an element of an icon-font class is drawn, and Material UI's `<Icon>` then draws
 * a glyph, not its ligature's word.
 */
const DEMO = 'diagnostics/IconFontDemo';
const PLAYGROUND = `/playground/${DEMO}/`;
const PROSE = '/x/introduction/installation/';

test.use({ viewport: { width: 1400, height: 900 } });

const iconOf = (page: Page, name: string, className = 'material-icons') =>
  page
    .locator(`.demo[data-demo="${DEMO}"] .${className}`)
    .filter({ hasText: new RegExp(`^${name}$`) });

/** The style elements that declare the icon font: the one with the id, and any other. */
const iconStyles = (page: Page) =>
  page.evaluate(() => ({
    withId: document.querySelectorAll('#material-icon-font').length,
    declaring: [...document.querySelectorAll('style')].filter((style) =>
      style.textContent?.includes('font-family:"Material Icons"'),
    ).length,
  }));

/** Whether a family's face is declared in the document and its file has loaded. */
const faceLoaded = (page: Page, family: string) =>
  page.evaluate(
    (name) =>
      [...document.fonts].some(
        (face) => face.family.replace(/"/g, '') === name && face.status === 'loaded',
      ) && document.fonts.check(`24px "${name}"`),
    family,
  );

/** The width of what an element's text draws (not of its box, which `<Icon>` fixes at 1em), and its font size. */
const textWidth = (icon: Locator) =>
  icon.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return {
      text: range.getBoundingClientRect().width,
      box: element.getBoundingClientRect(),
      fontSize: parseFloat(getComputedStyle(element).fontSize),
    };
  });

async function expectGlyph(icon: Locator, fontSize: number) {
  await expect(icon).toBeVisible();
  const measured = await textWidth(icon);
  expect(measured.fontSize).toBe(fontSize);
  // The ligature is one glyph 1em wide; the word in another face would be 2-3 em wide.
  expect(Math.abs(measured.text - fontSize)).toBeLessThanOrEqual(1);
  expect(Math.abs(measured.box.width - fontSize)).toBeLessThanOrEqual(1);
  expect(Math.abs(measured.box.height - fontSize)).toBeLessThanOrEqual(1);
}

/** Marks the document: the mark survives client-side navigations, not a new page load. */
const markDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.setAttribute('data-test-same-document', '1'));
const expectSameDocument = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-test-same-document', '1');

test('the <Icon> demo draws glyphs, in both icon fonts, at the size Material UI gives them', async ({
  page,
}) => {
  await page.goto(PLAYGROUND);
  await expect(iconOf(page, 'home')).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => faceLoaded(page, 'Material Icons'), { timeout: 10_000 }).toBe(true);
  await expect
    .poll(() => faceLoaded(page, 'Material Icons Two Tone'), { timeout: 10_000 })
    .toBe(true);
  expect(await iconStyles(page)).toEqual({ withId: 1, declaring: 1 });

  for (const name of ['home', 'search', 'settings', 'favorite'])
    await expectGlyph(iconOf(page, name), 24);
  await expectGlyph(iconOf(page, 'home', 'material-icons-two-tone'), 24);
  // fontSize="large" (Material UI's own class) wins over the stylesheet's default size.
  await expectGlyph(iconOf(page, 'star'), 36);
  // The word itself, drawn in the page's text face for comparison, is far wider than 1em.
  const word = await page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.cssText = 'font-size:24px;position:absolute';
    probe.textContent = 'home';
    document.body.append(probe);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    return width;
  });
  expect(word).toBeGreaterThan(40);

  // The font files come from the site, from their package version's folder.
  const fontFiles = (
    await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))
  )
    .map((name) => new URL(name))
    .filter((url) => url.pathname.endsWith('.woff2') && url.pathname.includes('material-icons'));
  expect(fontFiles.map((url) => url.pathname).sort()).toEqual([
    expect.stringMatching(
      /^\/static\/fonts\/material-icons-\d+\.\d+\.\d+\/material-icons-latin-400-normal\.woff2$/,
    ),
    expect.stringMatching(
      /^\/static\/fonts\/material-icons-two-tone-\d+\.\d+\.\d+\/material-icons-two-tone-latin-400-normal\.woff2$/,
    ),
  ]);
  expect(fontFiles.every((url) => url.origin === new URL(page.url()).origin)).toBe(true);
});

test('a prose page, and a page whose demos draw no icon, carry no icon font stylesheet', async ({
  page,
}) => {
  await page.goto(PROSE);
  await expect(page.getByRole('heading', { level: 1, name: 'Installation' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await iconStyles(page)).toEqual({ withId: 0, declaring: 0 });
  expect(await faceLoaded(page, 'Material Icons')).toBe(false);

  // A page with a live demo that draws no icon: the demo runs, the stylesheet still stays out.
  await page.goto('/x/introduction/');
  const live = page.locator('.demo[data-demo="introduction/DataGridPreview"] .demo-live');
  await live.scrollIntoViewIfNeeded();
  await expect(live.locator('.demo-placeholder')).toHaveCount(0, { timeout: 15_000 });
  await expect(live.getByRole('grid')).toBeVisible();
  expect(await iconStyles(page)).toEqual({ withId: 0, declaring: 0 });

  // An icon appearing later anywhere in that page (as in a menu or dialog, which Material UI
  // renders at the end of <body>, outside the demo) brings the stylesheet, before it is drawn.
  const styledAtOnce = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const icon = document.createElement('span');
        icon.className = 'material-icons';
        icon.textContent = 'home';
        document.body.append(icon);
        requestAnimationFrame(() =>
          resolve(getComputedStyle(icon).fontFamily === '"Material Icons"'),
        );
      }),
  );
  expect(styledAtOnce).toBe(true);
  expect(await iconStyles(page)).toEqual({ withId: 1, declaring: 1 });
});

test('the stylesheet stays, exactly once, through client-side navigations and back to the demo', async ({
  page,
}) => {
  await gotoHydrated(page, PLAYGROUND);
  await expect(iconOf(page, 'home')).toBeVisible({ timeout: 15_000 });
  expect(await iconStyles(page)).toEqual({ withId: 1, declaring: 1 });
  await markDocument(page);

  // A playground page has no docs frame, hence no link routed on the client: open the docs the
  // way such a link does (Next.js's router), then move on with the pager and the drawer.
  await page.evaluate(
    (route) =>
      (
        window as unknown as { next: { router: { push: (url: string) => Promise<boolean> } } }
      ).next.router.push(route),
    PROSE,
  );
  await expect(page).toHaveURL(PROSE);
  await expect(page.getByRole('heading', { level: 1, name: 'Installation' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Previous and next pages' })
    .getByRole('link', { name: /Next\s*Licensing/ })
    .click();
  await expect(page).toHaveURL('/x/introduction/licensing/');
  await expect(page.getByRole('heading', { level: 1, name: 'Licensing' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'documentation' })
    .getByRole('link', { name: 'Support', exact: true })
    .click();
  await expect(page).toHaveURL('/x/introduction/support/');
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expectSameDocument(page);
  expect(await iconStyles(page)).toEqual({ withId: 1, declaring: 1 });

  // Back to the demo, on the client: it renders again and finds the stylesheet there.
  await page.goBack();
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(PLAYGROUND);
  await expect(iconOf(page, 'home')).toBeVisible({ timeout: 15_000 });
  await expectSameDocument(page);
  await expect.poll(() => faceLoaded(page, 'Material Icons'), { timeout: 10_000 }).toBe(true);
  await expectGlyph(iconOf(page, 'home'), 24);
  expect(await iconStyles(page)).toEqual({ withId: 1, declaring: 1 });
});
