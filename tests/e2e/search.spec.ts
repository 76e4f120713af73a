import type { Page } from '@playwright/test';
import { axeViolations, violationLines, WCAG_TAGS } from './support/axe';
import { expect, test } from './support/fixtures';

const PAGE = '/x/introduction/installation/';

/** Requests for anything search-related: the dialog chunk is named by the bundler, the engine by path. */
function searchRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/pagefind/')) urls.push(request.url());
  });
  return urls;
}

/** Opens a page and waits until the keyboard shortcuts listen (after hydration). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('button[data-shortcuts="on"]')).toHaveCount(1);
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the documentation' });
const input = (page: Page) => dialog(page).getByRole('combobox', { name: 'Search query' });
const options = (page: Page) =>
  dialog(page).getByRole('listbox', { name: 'Search results' }).getByRole('option');

test('nothing search-related loads before the dialog opens', async ({ page }) => {
  const requests = searchRequests(page);
  await page.goto(PAGE);
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the shortcuts open the dialog: the button, Ctrl+K, and "/" when not typing; Esc closes it', async ({
  page,
}) => {
  await open(page, PAGE);
  const button = page.getByRole('button', { name: 'Search… Ctrl+K', exact: true });
  await expect(button).toContainText('Ctrl+K');
  await button.click();
  await expect(input(page)).toBeFocused();
  // Each button's name holds its visible text (WCAG 2.5.3, Label in Name): the close button's
  // "Esc" is followed by a visually hidden ": Close search" (Chrome puts a space before it).
  await expect(dialog(page).getByRole('button', { name: /^Esc ?: Close search$/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(button).toBeFocused();

  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await page.keyboard.press('Escape');

  await page.locator('body').press('/');
  await expect(input(page)).toBeFocused();
  // "/" typed into the search field is text, not a shortcut.
  await page.keyboard.type('a/b');
  await expect(input(page)).toHaveValue('a/b');
});

test('a guide page hit leads to its matching section', async ({ page }) => {
  await open(page, '/x/introduction/licensing/');
  await page.keyboard.press('Control+k');
  await input(page).fill('peer dependencies');
  const hit = options(page).filter({ hasText: 'Installation' }).first();
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(/\/x\/introduction\/installation\/#peer-dependencies$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Installation' })).toBeVisible();
});

test('an API prop is a result of its own and lands on its row; arrows and Enter navigate', async ({
  page,
}) => {
  await open(page, '/x/api/data-grid/');
  await page.keyboard.press('Control+k');
  await input(page).fill('checkboxSelection');
  await expect(options(page).first()).toBeVisible();
  const first = options(page).first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(input(page)).toHaveAttribute(
    'aria-activedescendant',
    (await first.getAttribute('id'))!,
  );
  const propHit = dialog(page)
    .locator('[role="option"][data-search-type="prop"]')
    .filter({ has: page.locator('.search-context', { hasText: /^ · DataGrid$/ }) })
    .first();
  const target = (await propHit.getAttribute('id'))!;
  await expect(propHit).toContainText('Prop');
  // Arrow down until the DataGrid prop is the active option, then Enter.
  for (
    let step = 0;
    step < 10 && (await input(page).getAttribute('aria-activedescendant')) !== target;
    step += 1
  ) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(input(page)).toHaveAttribute('aria-activedescendant', target);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/x\/api\/data-grid\/data-grid\/#prop-checkboxSelection$/);
  await expect(page.locator('[id="prop-checkboxSelection"]')).toBeInViewport();
});

test('results of the current product come first', async ({ page }) => {
  // "slots" is a prop of many components; on a Tree View page, Tree View's come first.
  await open(page, '/x/api/tree-view/rich-tree-view/');
  await page.keyboard.press('Control+k');
  await input(page).fill('slots');
  await expect(options(page).first()).toBeVisible();
  await expect(options(page).first()).toHaveAttribute('href', /^\/x\/api\/tree-view\//);
  await page.keyboard.press('Escape');
  await open(page, '/x/api/charts/line-chart/');
  await page.keyboard.press('Control+k');
  await input(page).fill('slots');
  await expect(options(page).first()).toHaveAttribute('href', /^\/x\/api\/charts\//);
});

test('recent searches are kept locally and can be removed', async ({ page }) => {
  await open(page, PAGE);
  await page.keyboard.press('Control+k');
  await input(page).fill('license key');
  await expect(options(page).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toHaveCount(0);
  await page.keyboard.press('Control+k');
  const recent = dialog(page).getByRole('region', { name: 'Recent searches' });
  await expect(recent.getByRole('button', { name: 'license key', exact: true })).toBeVisible();
  await recent.getByRole('button', { name: 'Remove “license key” from recent searches' }).click();
  await expect(recent).toHaveCount(0);
});

test('the Chinese dialog is translated and searches the Chinese pages', async ({ page }) => {
  await open(page, '/zh' + PAGE);
  await page.getByRole('button', { name: '搜索… Ctrl+K', exact: true }).click();
  const zhInput = page
    .getByRole('dialog', { name: '搜索文档' })
    .getByRole('combobox', { name: '搜索内容' });
  await expect(zhInput).toHaveAttribute('placeholder', '搜索页面、组件、属性…');
  await zhInput.fill('DataGrid');
  const hit = page.getByRole('listbox', { name: '搜索结果' }).getByRole('option').first();
  await expect(hit).toHaveAttribute('href', /^\/zh\/x\//);
  await zhInput.fill('龘龘');
  await expect(page.getByText('没有找到与“龘龘”相关的结果')).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({ colorScheme });
    test('the open dialog, with recent searches and with results, passes axe', async ({ page }) => {
      await page.addInitScript(() =>
        window.localStorage.setItem('docs-search-recent', JSON.stringify(['rows'])),
      );
      await open(page, PAGE);
      await page.keyboard.press('Control+k');
      await expect(dialog(page).getByRole('region', { name: 'Recent searches' })).toBeVisible();
      const check = async () => {
        expect(
          violationLines(
            await axeViolations(page, { tags: WCAG_TAGS }, { include: ['dialog[open]'] }),
          ),
        ).toEqual([]);
      };
      await check();
      await input(page).fill('density');
      await expect(options(page).first()).toBeVisible();
      await check();
    });
  });
}
