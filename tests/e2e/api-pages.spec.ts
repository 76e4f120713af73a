import { expect, test } from './support/fixtures';
import { gotoHydrated } from './support/hydration';

test.use({ viewport: { width: 1280, height: 900 } });

test('a component page shows its import paths and a props table with types and defaults', async ({
  page,
}) => {
  await page.goto('/x/api/date-pickers/date-picker/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('DatePicker API');
  await expect(page.locator('#import ~ .MuiCode-root pre').first()).toContainText(
    "import { DatePicker } from '@mui/x-date-pickers/DatePicker'; // or import { DatePicker } from '@mui/x-date-pickers';",
  );
  const table = page.getByRole('table', { name: 'DatePicker Props' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Name',
    'Type',
    'Default',
    'Description',
  ]);
  const onChange = table.locator('[id="prop-onChange"]');
  await expect(onChange.locator('td').first()).toHaveText(
    '(value: TValue, context: PickerChangeHandlerContext<TError>) => void',
  );
  await expect(
    page.getByRole('table', { name: 'DatePicker Slots' }).locator('[id="slot-textField"]'),
  ).toBeVisible();
  // Demos: the guide pages whose demos use the component.
  const demoLinks = await page
    .locator('#demos + ul a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(demoLinks.sort()).toEqual([
    '/x/common-concepts/custom-components/',
    '/x/introduction/',
    '/x/react-data-grid/custom-columns/',
    '/x/react-data-grid/localization/',
    '/x/react-date-pickers/',
    '/x/react-date-pickers/quickstart/',
  ]);
});

test('a prop anchor scrolls to its row', async ({ page }) => {
  await gotoHydrated(page, '/x/api/date-pickers/date-picker/#prop-views');
  const row = page.locator('[id="prop-views"]');
  await expect(row).toBeInViewport();
  await row.hover();
  await expect(row.getByRole('link', { name: 'Link to views' })).toHaveAttribute(
    'href',
    '#prop-views',
  );
});

test('the layout toggle switches the section and is remembered per section', async ({ page }) => {
  await gotoHydrated(page, '/x/api/date-pickers/date-picker/');
  const props = page.locator('.api-table[data-section="props"]');
  await props.getByRole('button', { name: 'Collapse list view' }).click();
  await expect(props).toHaveAttribute('data-layout', 'collapsed');
  await expect(props.locator('details').first()).not.toHaveAttribute('open', '');
  expect(await page.evaluate(() => localStorage.getItem('apiPage_props'))).toBe('collapsed');
  await page.reload();
  await expect(page.locator('.api-table[data-section="props"]')).toHaveAttribute(
    'data-layout',
    'collapsed',
  );
  await expect(page.locator('.api-table[data-section="slots"]')).toHaveAttribute(
    'data-layout',
    'table',
  );
  // A deep link into a collapsed list opens the row.
  await page.goto('/x/api/date-pickers/date-picker/#prop-format');
  await expect(page.locator('[id="prop-format"] details')).toHaveAttribute('open', '');
});

test('Data Grid pages default to the expanded list and keep their own choice', async ({ page }) => {
  await gotoHydrated(page, '/x/api/data-grid/data-grid/');
  const props = page.locator('.api-table[data-section="props"]');
  await expect(props).toHaveAttribute('data-layout', 'expanded');
  const row = props.locator('[id="prop-checkboxSelection"]');
  await expect(row).toContainText('boolean');
  await expect(row).toContainText('false');
  await expect(row).toContainText('since v8.0.0');
  await expect(props.locator('[id="prop-tabNavigation"]')).toContainText('since v8.19.0');
  await props.getByRole('button', { name: 'Table view' }).click();
  expect(await page.evaluate(() => localStorage.getItem('dataGrid_apiPage_props'))).toBe('table');
  await expect(
    page.locator('.api-table[data-section="classes"] [id="classes-root"]'),
  ).toContainText('.MuiDataGrid-root');
});

test('a product API index lists every page with its plan, in both languages', async ({ page }) => {
  await page.goto('/x/api/data-grid/');
  const body = page.locator('.markdown-body');
  const pro = body.getByRole('link', { name: 'DataGridPro', exact: true });
  await expect(pro).toHaveAttribute('href', '/x/api/data-grid/data-grid-pro/');
  const item = body
    .locator('li')
    .filter({ has: page.getByRole('link', { name: 'DataGridPro', exact: true }) });
  await expect(item.locator('.plan-pro')).toHaveText('Pro plan');
  await expect(body.getByRole('link', { name: 'GridColDef', exact: true })).toBeVisible();
  await page.goto('/zh/x/api/date-pickers/date-picker/');
  await expect(page.getByRole('heading', { name: '属性', level: 2 })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'DatePicker 属性' }).getByRole('columnheader').first(),
  ).toHaveText('名称');
});

test('a guide page that lists components has a Components API tab with their tables', async ({
  page,
}) => {
  await gotoHydrated(page, '/x/introduction/');
  const tabs = page.getByRole('navigation', { name: 'Page sections' });
  await expect(tabs.getByRole('link', { name: 'Demos' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'Components API' }).click();
  await expect(page).toHaveURL(/\/x\/introduction\/components-api\/$/);
  await expect(
    page
      .getByRole('navigation', { name: 'Page sections' })
      .getByRole('link', { name: 'Components API' }),
  ).toHaveAttribute('aria-current', 'page');
  for (const name of ['DataGrid', 'DatePicker', 'LineChart', 'RichTreeView']) {
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  }
  await expect(page.locator('[id="datepicker-prop-onChange"]')).toContainText(
    'PickerChangeHandlerContext',
  );
  await expect(page.locator('[id="datagrid-prop-checkboxSelection"]')).toContainText('boolean');
});
