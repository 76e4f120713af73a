import { expect, test } from './support/fixtures';
import { gotoHydrated, waitForHydration } from './support/hydration';

test.use({ viewport: { width: 1400, height: 900 }, colorScheme: 'light' });

/** Opens the settings drawer once the page has hydrated (a click before that does nothing). */
async function openSettings(page: import('@playwright/test').Page) {
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Toggle settings drawer' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test('a stored dark mode applies before any script runs', async ({ page }) => {
  await gotoHydrated(page, '/x/introduction/installation/');
  await (await openSettings(page)).getByRole('button', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(12, 17, 23)');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('system mode follows the operating system live, and theme-color follows the mode', async ({
  page,
}) => {
  await page.goto('/x/introduction/installation/');
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute(
    'content',
    '#0c1117',
  );
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'light');
  await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute(
    'content',
    '#ffffff',
  );
});

test('right-to-left mirrors the shell but keeps code left to right', async ({ page }) => {
  await gotoHydrated(page, '/x/introduction/installation/');
  const settings = await openSettings(page);
  // The drawer opened, so the page is hydrated; left to right is the document default and
  // hydration leaves the attribute alone.
  expect(await page.locator('html').getAttribute('dir')).toBeNull();
  await settings.getByRole('button', { name: 'Right to left' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.keyboard.press('Escape');
  const nav = page.getByRole('navigation', { name: 'documentation' });
  await expect.poll(async () => (await nav.boundingBox())!.x).toBeGreaterThan(700);
  await expect(page.locator('.MuiCode-root').first()).toHaveAttribute('dir', 'ltr');
  await (await openSettings(page)).getByRole('button', { name: 'Left to right' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('the settings drawer works with the keyboard alone and writes the code cookies', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, '/x/introduction/installation/');
  await page.getByRole('button', { name: 'Toggle settings drawer' }).focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await expect(drawer).toBeVisible();
  const javascript = drawer.getByRole('button', { name: 'JavaScript' });
  for (
    let i = 0;
    i < 40 && !(await javascript.evaluate((el) => el === document.activeElement));
    i += 1
  )
    await page.keyboard.press('Tab');
  await expect(javascript).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(javascript).toHaveAttribute('aria-pressed', 'true');
  await drawer.getByRole('button', { name: 'Plain CSS' }).focus();
  await page.keyboard.press('Space');
  const cookies = Object.fromEntries(
    (await context.cookies()).map((cookie) => [cookie.name, cookie]),
  );
  expect(cookies.codeVariant.value).toBe('JS');
  expect(cookies.codeStyling.value).toBe('CSS');
  for (const cookie of [cookies.codeVariant, cookies.codeStyling]) {
    expect(cookie.path).toBe('/');
    expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(31536000 - 120);
    expect(cookie.expires - Date.now() / 1000).toBeLessThanOrEqual(31536000);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.reload();
  const reopened = await openSettings(page);
  await expect(reopened.getByRole('button', { name: 'JavaScript' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('density and colours: spacing steps, reset, and an invalid colour changes nothing', async ({
  page,
}) => {
  await gotoHydrated(page, '/x/introduction/installation/');
  const drawer = await openSettings(page);
  await drawer.getByRole('button', { name: 'Increase spacing' }).click();
  await expect(drawer.locator('output')).toHaveText('Spacing: 9px');
  await drawer.getByRole('button', { name: 'Decrease spacing' }).click();
  await drawer.getByRole('button', { name: 'Decrease spacing' }).click();
  await expect(drawer.locator('output')).toHaveText('Spacing: 7px');
  await drawer.getByRole('switch', { name: 'Dense mode' }).check();
  await drawer.getByRole('button', { name: 'Reset density' }).click();
  await expect(drawer.locator('output')).toHaveText('Spacing: 8px');
  await expect(drawer.getByRole('switch', { name: 'Dense mode' })).not.toBeChecked();

  const primary = drawer.getByRole('textbox', { name: 'Primary color' });
  const before = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main'),
  );
  await primary.fill('#12z');
  await primary.press('Enter');
  await expect(drawer.getByText('Enter a hex color such as #1976d2.')).toBeVisible();
  expect(
    await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main'),
    ),
  ).toBe(before);
  await primary.fill('#d32f2f');
  await primary.press('Enter');
  await expect
    .poll(() =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement)
          .getPropertyValue('--mui-palette-primary-main')
          .trim(),
      ),
    )
    .toBe('#d32f2f');
  await drawer.getByRole('button', { name: 'Reset colors' }).click();
  await expect
    .poll(() =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main'),
      ),
    )
    .toBe(before);
});

test('density and spacing apply to the live demos', async ({ page }) => {
  await gotoHydrated(page, '/x/introduction/');
  const demo = page.locator('.demo[data-demo="introduction/DatePickerPreview"]');
  await demo.scrollIntoViewIfNeeded();
  const fields = demo.locator('.MuiPickersInputBase-root');
  await expect(fields).toHaveCount(2);
  const fieldHeight = () =>
    fields.first().evaluate((field) => field.getBoundingClientRect().height);
  expect(await fieldHeight()).toBe(56);
  const gap = () =>
    demo
      .locator('.MuiStack-root')
      .first()
      .evaluate((stack) => getComputedStyle(stack.children[1]).marginTop);
  expect(await gap()).toBe('16px');
  const drawer = await openSettings(page);
  await drawer.getByRole('switch', { name: 'Dense mode' }).check();
  await drawer.getByRole('button', { name: 'Increase spacing' }).click();
  await drawer.getByRole('button', { name: 'Increase spacing' }).click();
  await page.keyboard.press('Escape');
  // Dense mode gives the demos Material UI's small sizes; the spacing unit (10px) drives theme.spacing.
  await expect(demo.locator('.MuiInputLabel-sizeSmall')).toHaveCount(2);
  await expect.poll(fieldHeight).toBe(40);
  await expect.poll(gap).toBe('20px');
});
