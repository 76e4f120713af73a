import { expect, test } from './support/fixtures';
import { gotoHydrated } from './support/hydration';

test.use({
  permissions: ['clipboard-read', 'clipboard-write'],
  viewport: { width: 1280, height: 900 },
});

const readClipboard = (page: import('@playwright/test').Page) =>
  page.evaluate(() => navigator.clipboard.readText());

test('the copy button copies the block and shows "Copied" for 2000 ms', async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, '/x/introduction/installation/');
  const block = page.locator('.MuiCode-root:visible').first();
  const button = block.getByRole('button', { name: 'Copy the code' });
  await block.hover();
  await expect(button).toContainText('Copy');
  // Stop the page clock so that only runFor() moves time while the assertions below wait.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await button.click();
  await expect(button.getByText('Copied')).toBeVisible();
  expect(await readClipboard(page)).toBe(await block.locator('pre').innerText());
  await page.clock.runFor(1900);
  await expect(button.getByText('Copied')).toBeVisible();
  await page.clock.runFor(200);
  await expect(button.getByText('Copied')).toBeHidden();
  await expect(button.getByText('Copy', { exact: true })).toBeVisible();
});

test('Ctrl+C over a hovered block copies it when nothing is selected', async ({ page }) => {
  await gotoHydrated(page, '/x/introduction/installation/');
  await page.evaluate(() => {
    navigator.clipboard.writeText('before');
    // Records the analytics action the button carries at the moment it is clicked.
    const actions: string[] = [];
    (window as unknown as { gaActions: string[] }).gaActions = actions;
    document.addEventListener('click', (event) => {
      const target = (event.target as Element).closest('[data-ga-event-action]');
      if (target) actions.push(target.getAttribute('data-ga-event-action')!);
    });
  });
  const block = page.locator('.MuiCode-root:visible').nth(1);
  await block.hover();
  await page.keyboard.press('Control+c');
  await expect.poll(() => readClipboard(page)).toBe(await block.locator('pre').innerText());
  expect(
    await page.evaluate(() => (window as unknown as { gaActions: string[] }).gaActions),
  ).toEqual(['copy-keyboard']);
  await expect(block.getByRole('button', { name: 'Copy the code' })).toHaveAttribute(
    'data-ga-event-action',
    'copy-click',
  );
  expect(await block.locator('.MuiCode-copyKeypress').innerText()).toBe('(or Ctrl + C)');
});

test('nothing is copied by Ctrl+C while text is selected', async ({ page }) => {
  await gotoHydrated(page, '/x/introduction/installation/');
  await page.evaluate(() => navigator.clipboard.writeText('before'));
  const block = page.locator('.MuiCode-root:visible').nth(1);
  await block.hover();
  await page.locator('.description').selectText();
  await block.hover();
  await page.keyboard.press('Control+c');
  const selected = await page.evaluate(() => window.getSelection()?.toString());
  await expect.poll(() => readClipboard(page)).toBe(selected);
});

test('the copy hint shows ⌘C on macOS', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'platform', { get: () => 'MacIntel' }),
  );
  await gotoHydrated(page, '/x/introduction/installation/');
  const block = page.locator('.MuiCode-root:visible').first();
  await block.hover();
  await expect.poll(() => block.locator('.MuiCode-copyKeypress').innerText()).toBe('(or ⌘C)');
});

test('code tabs switch and remember the chosen package manager', async ({ page }) => {
  await gotoHydrated(page, '/x/introduction/installation/');
  const tabs = page.getByRole('tablist').first();
  await tabs.getByRole('tab', { name: 'pnpm' }).click();
  await expect(tabs.getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').first()).toContainText('pnpm');
  await page.reload();
  await expect(
    page.getByRole('tablist').first().getByRole('tab', { name: 'pnpm' }),
  ).toHaveAttribute('aria-selected', 'true');
  const panels = page.getByRole('tabpanel');
  for (let index = 0; index < (await panels.count()); index += 1) {
    await expect(panels.nth(index)).toContainText('pnpm');
  }
});
