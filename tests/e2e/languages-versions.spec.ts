import { expect, test } from './support/fixtures';
import { gotoHydrated, waitForHydration } from './support/hydration';

test.use({ viewport: { width: 1400, height: 900 } });

test('the language menu switches both ways, keeping the page and its anchor', async ({ page }) => {
  await page.goto('/x/introduction/licensing/');
  const heading = await page.locator('.markdown-body h2').nth(1).getAttribute('id');
  await gotoHydrated(page, `/x/introduction/licensing/#${heading}`);
  await page.getByRole('button', { name: 'Change language: English' }).click();
  await page.getByRole('menuitem', { name: '中文' }).click();
  await expect(page).toHaveURL(`/zh/x/introduction/licensing/#${heading}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('link', { name: '跳转到内容' })).toHaveCount(1);
  await expect(page.getByText('本页尚未翻译，以下显示英文原文。')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: '文档' }).getByRole('link', { name: '许可' }),
  ).toHaveAttribute('aria-current', 'page');
  // The Chinese page arrives as a new document: its menu answers once React has hydrated it.
  await waitForHydration(page);
  await page.getByRole('button', { name: '切换语言: 中文' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page).toHaveURL(`/x/introduction/licensing/#${heading}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('every page has hreflang alternates, x-default and a canonical URL', async ({ page }) => {
  await page.goto('/zh/x/introduction/support/');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://mui.com/zh/x/introduction/support/',
  );
  await expect(page.locator('link[hreflang="en"]')).toHaveAttribute(
    'href',
    'https://mui.com/x/introduction/support/',
  );
  await expect(page.locator('link[hreflang="zh"]')).toHaveAttribute(
    'href',
    'https://mui.com/zh/x/introduction/support/',
  );
  await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute(
    'href',
    'https://mui.com/x/introduction/support/',
  );
});

test('the version menu lists the installed version and older majors', async ({ page }) => {
  await gotoHydrated(page, '/x/introduction/');
  const button = page.locator('#mui-version-selector');
  await expect(button).toHaveText(/^v8\.\d+\.\d+/);
  await button.focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.locator('#mui-version-menu');
  await expect(menu).toBeVisible();
  const items = menu.getByRole('menuitem');
  await expect(items).toHaveText([/^v8\.\d+\.\d+$/, 'v7', 'v6', 'v5', 'v4']);
  await expect(items.first()).toBeFocused();
  await expect(items.first()).toHaveAttribute('aria-current', 'true');
  expect(
    await items.evaluateAll((links) => links.slice(1).map((link) => link.getAttribute('href'))),
  ).toEqual([
    'https://mui.com/x/introduction/',
    'https://v6.mui.com/x/introduction/',
    'https://v5.mui.com/x/introduction/',
    'https://v4.mui.com/components/data-grid/',
  ]);
  await page.keyboard.press('End');
  await expect(items.last()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await gotoHydrated(page, '/zh/x/introduction/');
  await page.locator('#mui-version-selector').click();
  await expect(
    page.locator('#mui-version-menu').getByRole('menuitem', { name: 'v6' }),
  ).toHaveAttribute('href', 'https://v6.mui.com/zh/x/introduction/');
});
