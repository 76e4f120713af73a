import type { Page } from '@playwright/test';
import { acceptProblems, expect, test } from './support/fixtures';
import { gotoHydrated, nextFrames } from './support/hydration';
import { trackScripts } from './support/scripts';

test.use({
  permissions: ['clipboard-read', 'clipboard-write'],
  viewport: { width: 1280, height: 900 },
});

const OVERVIEW = '/x/introduction/';
const demoFrame = (page: Page, id: string) => page.locator(`.demo[data-demo="${id}"]`);
const toolbarOf = (page: Page, id: string) =>
  demoFrame(page, id).getByRole('toolbar', { name: 'demo source' });

async function cookie(page: Page, name: string) {
  return (await page.context().cookies()).find((each) => each.name === name);
}

test('the toolbar is one Tab stop; arrows, Home and End move between its controls', async ({
  page,
}) => {
  await gotoHydrated(page, OVERVIEW);
  await demoFrame(page, 'introduction/DataGridPreview').scrollIntoViewIfNeeded();
  const toolbar = toolbarOf(page, 'introduction/DataGridPreview');
  await expect(toolbar).toBeVisible({ timeout: 15_000 });
  await expect(toolbar.locator('[tabindex="0"]')).toHaveCount(1);
  const code = toolbar.getByRole('button', { name: 'Show code' });
  await code.focus();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Edit in CodeSandbox' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(toolbar.getByRole('button', { name: 'See more' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(code).toBeFocused();
  await expect(toolbar.locator('[tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(toolbar.getByRole('button', { name: 'Hide code' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  // With the code open, the language toggles join the toolbar at its start.
  await page.keyboard.press('Home');
  await expect(toolbar.getByRole('button', { name: 'Show JavaScript source' })).toBeFocused();
  for (const control of await toolbar.locator('button').all()) {
    await expect(control).toHaveAttribute('data-ga-event-category', 'demo');
    await expect(control).toHaveAttribute('data-ga-event-action', /\S/);
  }
});

test('the arrow keys are mirrored right to left', async ({ page }) => {
  await gotoHydrated(page, OVERVIEW);
  await page.getByRole('button', { name: 'Toggle settings drawer' }).click();
  await page.getByRole('button', { name: 'Right to left' }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await demoFrame(page, 'introduction/DataGridPreview').scrollIntoViewIfNeeded();
  const toolbar = toolbarOf(page, 'introduction/DataGridPreview');
  // The toolbar's static CSS is logical: right to left, its end (the "more" menu) is on the left.
  const code = toolbar.getByRole('button', { name: 'Show code' });
  const more = toolbar.getByRole('button', { name: 'See more' });
  await expect
    .poll(async () => (await more.boundingBox())!.x < (await code.boundingBox())!.x)
    .toBe(true);
  await code.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(toolbar.getByRole('button', { name: 'Edit in CodeSandbox' })).toBeFocused();
});

test('code shows in TypeScript by default; the JavaScript toggle sets the codeVariant cookie', async ({
  page,
}) => {
  await gotoHydrated(page, OVERVIEW);
  const frame = demoFrame(page, 'introduction/DataGridPreview');
  await frame.scrollIntoViewIfNeeded();
  await toolbarOf(page, 'introduction/DataGridPreview')
    .getByRole('button', { name: 'Show code' })
    .click();
  const code = frame.locator('.demo-code pre');
  await expect(code).toContainText('const columns: GridColDef<Release>[] = [');
  await expect(frame.getByRole('button', { name: 'Show TypeScript source' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await frame.getByRole('button', { name: 'Show JavaScript source' }).click();
  await expect(code).toContainText('const columns = [');
  await expect(code).not.toContainText('interface Release');
  const variant = await cookie(page, 'codeVariant');
  expect(variant?.value).toBe('JS');
  expect(Math.round(variant!.expires - Date.now() / 1000)).toBeGreaterThan(31536000 - 60);
  // Site-wide: every other demo now shows JavaScript too.
  const other = demoFrame(page, 'introduction/LineChartPreview');
  // Its toolbar loads when the demo comes near the viewport: bring it there first.
  await other.scrollIntoViewIfNeeded();
  await other.getByRole('button', { name: 'Show code' }).click();
  await expect(other.getByRole('button', { name: 'Show JavaScript source' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('copy source puts the shown code on the clipboard and confirms for 3000 ms', async ({
  page,
}) => {
  await gotoHydrated(page, OVERVIEW);
  // A demo's toolbar loads as the demo comes near the viewport, as the reader scrolls to it.
  await demoFrame(page, 'introduction/LineChartPreview').scrollIntoViewIfNeeded();
  const toolbar = toolbarOf(page, 'introduction/LineChartPreview');
  await toolbar.getByRole('button', { name: 'Copy the source' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The source code has been copied' }),
  ).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("import { LineChart } from '@mui/x-charts/LineChart';");
  expect(copied).toContain('export default function LineChartPreview()');
  await toolbar.getByRole('button', { name: 'See more' }).click();
  await page.getByRole('menuitem', { name: 'Copy link to JavaScript source' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /\/x\/introduction\/#LineChartPreview\.js$/,
  );
});

test('the code panel copy button shows "Copied" for 1200 ms; Ctrl+C over it copies', async ({
  page,
}) => {
  await page.clock.install();
  await gotoHydrated(page, OVERVIEW);
  const frame = demoFrame(page, 'introduction/RichTreeViewPreview');
  await frame.scrollIntoViewIfNeeded();
  await frame.getByRole('button', { name: 'Show code' }).click();
  const block = frame.locator('.demo-code .MuiCode-root');
  const button = block.getByRole('button', { name: 'Copy the code' });
  await block.hover();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await button.click();
  await expect(button.getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await block.locator('pre').innerText(),
  );
  await page.clock.runFor(1100);
  await expect(button.getByText('Copied')).toBeVisible();
  await page.clock.runFor(200);
  await expect(button.getByText('Copied')).toBeHidden();
  await page.evaluate(() => navigator.clipboard.writeText('before'));
  await block.locator('pre').hover();
  await page.keyboard.press('Control+c');
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toContain('RichTreeView');
});

test('a deep link opens the demo code in that language and scrolls to it', async ({ page }) => {
  await page.goto(`${OVERVIEW}#DatePickerPreview.js`);
  const frame = demoFrame(page, 'introduction/DatePickerPreview');
  await expect(frame.getByRole('button', { name: 'Show JavaScript source' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(frame.locator('.demo-code pre')).toContainText('React.useState(dayjs(');
  await expect(frame.locator('.demo-anchor').first()).toBeInViewport();
  await expect(page.locator('[id="DatePickerPreview.tsx"]')).toHaveCount(1);
  // The deep link does not change the reader's saved preference.
  expect(await cookie(page, 'codeVariant')).toBeUndefined();
});

test('reset demo remounts it in its initial state; reset focus moves focus to the demo start', async ({
  page,
}) => {
  await gotoHydrated(page, OVERVIEW);
  const frame = demoFrame(page, 'introduction/RichTreeViewPreview');
  await frame.scrollIntoViewIfNeeded();
  const leaf = frame.getByRole('treeitem', { name: 'AppBar.tsx' });
  // The demo starts loading when it is scrolled near, not with the page.
  await expect(leaf).toBeVisible({ timeout: 15_000 });
  await frame
    .getByRole('treeitem', { name: /^src/ })
    .locator('.MuiTreeItem-content')
    .first()
    .click();
  await expect(leaf).toBeHidden();
  await frame.getByRole('button', { name: 'Reset demo' }).click();
  await expect(leaf).toBeVisible();
  await frame.getByRole('button', { name: 'Reset focus to test keyboard navigation' }).click();
  await expect(frame.getByRole('button', { name: 'initial focus' })).toBeFocused();
});

test('a crashing demo is contained by its error boundary and can be reset', async ({
  page,
  pageProblems,
}) => {
  await gotoHydrated(page, '/playground/diagnostics/CrashingDemo/');
  const frame = demoFrame(page, 'diagnostics/CrashingDemo');
  await frame.getByRole('button', { name: 'Crash the demo' }).click();
  const alert = frame.getByRole('alert');
  await expect(alert).toContainText('This demo had a runtime error!');
  await expect(alert).toContainText(
    'CrashingDemo threw on purpose to exercise the error boundary.',
  );
  const report = alert.getByRole('link', { name: 'Report this error' });
  expect(new URL((await report.getAttribute('href'))!).searchParams.get('title')).toBe(
    '[docs] Demo CrashingDemo crashes',
  );
  // The rest of the page keeps working: the toolbar still opens the code.
  await frame.getByRole('button', { name: 'Show code' }).click();
  await expect(frame.locator('.demo-code pre')).toContainText(
    'export default function CrashingDemo()',
  );
  await alert.getByRole('button', { name: 'Reset demo' }).click();
  await expect(frame.getByRole('button', { name: 'Crash the demo' })).toBeVisible();
  acceptProblems(pageProblems, /CrashingDemo threw on purpose/);
});

test('the styling menu shows only for demos with variants and switches the demo and its code', async ({
  page,
}) => {
  await page.goto(OVERVIEW);
  await expect(
    toolbarOf(page, 'introduction/DataGridPreview').getByRole('button', {
      name: /Styling solution/,
    }),
  ).toHaveCount(0);
  await gotoHydrated(page, '/playground/diagnostics/StylingVariants/');
  const frame = demoFrame(page, 'diagnostics/StylingVariants');
  await expect(frame.locator('[data-styling="mui-system"]')).toBeVisible();
  await frame.getByRole('button', { name: 'Styling solution: MUI System' }).click();
  await page.getByRole('menuitem', { name: 'Plain CSS' }).click();
  await expect(frame.locator('[data-styling="css"]')).toBeVisible();
  expect((await cookie(page, 'codeStyling'))?.value).toBe('CSS');
  await frame.getByRole('button', { name: 'Show code' }).click();
  await expect(frame.locator('.demo-code pre')).toContainText('className="tag-list"');
});

test('a JavaScript-only demo disables the TypeScript toggle', async ({ page }) => {
  await gotoHydrated(page, '/playground/diagnostics/JavaScriptOnly/');
  const frame = demoFrame(page, 'diagnostics/JavaScriptOnly');
  await frame.getByRole('button', { name: 'Show code' }).click();
  await expect(frame.getByRole('button', { name: 'Show TypeScript source' })).toBeDisabled();
  await expect(frame.getByRole('button', { name: 'Show JavaScript source' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('demos far below the fold load only when the reader scrolls towards them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto(OVERVIEW);
  const last = demoFrame(page, 'introduction/RichTreeViewPreview');
  await expect(last.locator('.demo-placeholder')).toHaveCount(1);
  await expect(last.getByRole('tree')).toHaveCount(0);
  await last.scrollIntoViewIfNeeded();
  await expect(last.getByRole('tree')).toBeVisible();
});

test('until the reader scrolls, a demo below the fold waits; the first scroll loads it before it is on screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const scripts = trackScripts(page);
  await gotoHydrated(page, '/x/react-data-grid/column-dimensions/');
  // The first demo that starts below the fold.
  const below = await page.evaluate(() => {
    const demo = [...document.querySelectorAll<HTMLElement>('.demo')].find(
      (each) =>
        each.querySelector('.demo-live')!.getBoundingClientRect().top > window.innerHeight + 100,
    );
    return demo
      ? {
          id: demo.dataset.demo!,
          top: demo.querySelector('.demo-live')!.getBoundingClientRect().top,
        }
      : null;
  });
  expect(below, 'a demo starts below the fold').not.toBeNull();
  const next = demoFrame(page, below!.id);
  // Hydrated, so every demo observes its position; two frames later the observers have reported,
  // and every script asked for since has arrived: a demo revealed by mistake would be loading.
  await nextFrames(page);
  await scripts.settled();
  await expect(next.locator('.demo-placeholder')).toHaveCount(1);
  // One scroll that leaves it 300 px below the fold: within the look-ahead the scroll turns on.
  await page.mouse.wheel(0, below!.top - 720 - 300);
  await expect(next.getByRole('grid')).toHaveCount(1, { timeout: 15_000 });
  expect(
    await next.evaluate(
      (demo) => demo.querySelector('.demo-live')!.getBoundingClientRect().top > window.innerHeight,
    ),
  ).toBe(true);
});
