/**
 * The interactions `npm run bench:perf` times (scripts/perf/interactions.ts), as a reader does
 * them: open the search, open the navigation on a phone, switch to dark mode, sort a 100-row grid,
 * open a demo's code, and follow a link of the navigation to another page.
 */
import type { Page } from '@playwright/test';
import type { InteractionScenario } from './interactions';

const PROSE = '/x/introduction/installation/';
/** The performance guide's demo: 100 stock lines, the Product column's cells count their renders. */
const SORT_DEMO = 'react-data-grid/performance/InventoryRenderCost';
/** The first demo of the introduction overview, in the first screen. */
const CODE_DEMO = 'introduction/DataGridPreview';

const demo = (id: string) => `.demo[data-demo="${id}"]`;

const codeButton = (page: Page) =>
  page
    .locator(demo(CODE_DEMO))
    .getByRole('toolbar', { name: 'demo source' })
    .getByRole('button', { name: 'Show code' });

/** Scrolls a demo into view and waits until it has rendered its grid. */
async function gridReady(page: Page, id: string): Promise<void> {
  const live = page.locator(`${demo(id)} .demo-live`);
  await live.scrollIntoViewIfNeeded();
  await live.locator('.MuiDataGrid-row').first().waitFor({ timeout: 30_000 });
}

export const INTERACTIONS: Record<string, InteractionScenario> = {
  searchDialog: {
    url: PROSE,
    width: 1280,
    act: (page) => page.getByRole('button', { name: 'Search… Ctrl+K', exact: true }).click(),
    done: `document.querySelector('dialog[open] [role="combobox"]')`,
  },
  navigationDrawer: {
    url: PROSE,
    width: 375,
    act: (page) => page.getByRole('button', { name: 'Open main navigation' }).click(),
    done: `document.querySelector('[aria-label="Close main navigation"]')`,
  },
  colorMode: {
    url: PROSE,
    width: 1280,
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Toggle settings drawer' }).click();
      await page.getByRole('button', { name: 'Dark' }).waitFor();
    },
    act: (page) => page.getByRole('button', { name: 'Dark' }).click(),
    done: `document.documentElement.getAttribute('data-mui-color-scheme') === 'dark'`,
  },
  sortColumn: {
    url: '/x/react-data-grid/performance/',
    width: 1280,
    prepare: (page) => gridReady(page, SORT_DEMO),
    act: (page) =>
      page
        .locator(`${demo(SORT_DEMO)} [role="columnheader"][data-field="product"]`)
        .click({ position: { x: 24, y: 20 } }),
    done: `document.querySelector('${demo(SORT_DEMO)} [role="columnheader"][data-field="product"][aria-sort="ascending"]')`,
  },
  demoCode: {
    url: '/x/introduction/',
    width: 1280,
    prepare: async (page) => {
      await page.locator(demo(CODE_DEMO)).scrollIntoViewIfNeeded();
      await codeButton(page).waitFor({ timeout: 30_000 });
    },
    act: (page) => codeButton(page).click(),
    done: `document.querySelector('${demo(CODE_DEMO)} .demo-code .MuiCode-root')`,
  },
};

/** Client-side navigation: a link of the navigation to the next page, until its h1 is painted. */
export const NAVIGATION: InteractionScenario = {
  url: PROSE,
  width: 1280,
  act: (page) => page.locator('nav a[href="/x/introduction/licensing/"]').first().click(),
  done: `document.querySelector('h1')?.textContent === 'Licensing'`,
};
