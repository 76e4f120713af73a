import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import LZString from 'lz-string';
import { expect, test } from './support/fixtures';
import { gotoHydrated } from './support/hydration';

test.use({ viewport: { width: 1280, height: 900 } });

const installed = (name: string): string =>
  JSON.parse(
    fs.readFileSync(
      path.join(import.meta.dirname, '../../node_modules', name, 'package.json'),
      'utf8',
    ),
  ).version;

/** Clicks a sandbox button and returns the form request it sends, intercepted before it leaves. */
async function interceptSandbox(page: Page, host: string, buttonName: string): Promise<Request> {
  const requests: Request[] = [];
  await page.context().route(`https://${host}/**`, (route) => {
    requests.push(route.request());
    return route.fulfill({
      status: 200,
      contentType: 'text/plain',
      body: 'intercepted by the test',
    });
  });
  await gotoHydrated(page, '/x/introduction/');
  const frame = page.locator('.demo[data-demo="introduction/DatePickerPreview"]');
  await frame.scrollIntoViewIfNeeded(); // the toolbar loads as the demo comes near the viewport
  const toolbar = frame.getByRole('toolbar');
  const popup = page.waitForEvent('popup');
  await toolbar.getByRole('button', { name: buttonName }).click();
  await (await popup).close();
  expect(requests).toHaveLength(1);
  return requests[0];
}

test('CodeSandbox receives a Vite project with the installed versions pinned', async ({ page }) => {
  const request = await interceptSandbox(page, 'codesandbox.io', 'Edit in CodeSandbox');
  expect(request.method()).toBe('POST');
  expect(request.url()).toBe('https://codesandbox.io/api/v1/sandboxes/define');
  const form = new URLSearchParams(request.postData() ?? '');
  expect(form.get('query')).toBe('file=/src/DatePickerPreview.tsx');
  const parameters = form.get('parameters')!.replace(/-/g, '+').replace(/_/g, '/');
  const { files } = JSON.parse(LZString.decompressFromBase64(parameters)) as {
    files: Record<string, { content: string }>;
  };
  const pkg = JSON.parse(files['package.json'].content);
  expect(pkg.dependencies).toEqual({
    '@emotion/react': installed('@emotion/react'),
    '@emotion/styled': installed('@emotion/styled'),
    '@mui/material': installed('@mui/material'),
    '@mui/x-date-pickers': installed('@mui/x-date-pickers'),
    dayjs: installed('dayjs'),
    react: installed('react'),
    'react-dom': installed('react-dom'),
  });
  expect(pkg.devDependencies.vite).toBe(installed('vite'));
  expect(files['src/DatePickerPreview.tsx'].content).toContain('React.useState<Dayjs | null>');
  expect(files['vite.config.ts'].content).toContain('@vitejs/plugin-react');
  expect(files['index.html'].content).toContain('/src/main.tsx');
});

test('StackBlitz receives the project files in the chosen language', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'codeVariant', value: 'JS', url: baseURL! }]);
  const request = await interceptSandbox(page, 'stackblitz.com', 'Edit in StackBlitz');
  expect(request.url()).toBe('https://stackblitz.com/run?file=src%2FDatePickerPreview.jsx');
  const form = new URLSearchParams(request.postData() ?? '');
  expect(form.get('project[template]')).toBe('node');
  expect(form.get('project[files][src/DatePickerPreview.jsx]')).toContain('React.useState(dayjs(');
  expect(form.get('project[files][tsconfig.json]')).toBeNull();
  const pkg = JSON.parse(form.get('project[files][package.json]')!);
  expect(pkg.dependencies['@mui/x-date-pickers']).toBe(installed('@mui/x-date-pickers'));
  expect(pkg.dependencies['@mui/material']).toBe(installed('@mui/material'));
});
