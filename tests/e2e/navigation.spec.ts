import { expect, test } from './support/fixtures';
import { gotoHydrated } from './support/hydration';

test.describe('navigation drawer', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('opens a page from the drawer, marking it active inside its expanded group', async ({
    page,
  }) => {
    await gotoHydrated(page, '/x/introduction/');
    const nav = page.getByRole('navigation', { name: 'documentation' });
    await nav.getByRole('link', { name: 'Licensing' }).click();
    await expect(page).toHaveURL('/x/introduction/licensing/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Licensing');
    const active = nav.locator('[aria-current="page"]');
    await expect(active).toHaveCount(1);
    await expect(active).toHaveText('Licensing');
    await expect(nav.getByRole('button', { name: 'Introduction' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(nav.getByRole('button', { name: 'Data Grid' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('collapses and expands groups, shows plan badges and never links unwritten pages', async ({
    page,
  }) => {
    await gotoHydrated(page, '/x/introduction/installation/');
    const nav = page.getByRole('navigation', { name: 'documentation' });
    const introduction = nav.getByRole('button', { name: 'Introduction' });
    await introduction.click();
    await expect(introduction).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Installation' })).toHaveCount(0);
    await introduction.click();
    await expect(nav.getByRole('link', { name: 'Installation' })).toBeVisible();

    await nav.getByRole('button', { name: 'Data Grid' }).click();
    await expect(nav.getByText('Main features', { exact: true })).toBeVisible();
    await nav.getByRole('button', { name: 'Columns' }).click();
    const pinning = nav.locator('li', { hasText: 'Column pinning' }).last();
    await expect(pinning.getByRole('img', { name: 'Pro plan' })).toBeVisible();
    await expect(pinning.getByRole('link')).toHaveAttribute(
      'href',
      '/x/react-data-grid/column-pinning/',
    );
    await nav.getByRole('button', { name: 'Selection' }).click();
    const cellSelection = nav.locator('li', { hasText: 'Cell selection' }).last();
    await expect(cellSelection.getByRole('img', { name: 'Premium plan' })).toBeVisible();
    await expect(cellSelection.getByRole('link')).toHaveAttribute(
      'href',
      '/x/react-data-grid/cell-selection/',
    );
    // Pivot Panel (under the "Components" subheader), which v8.29.3 flags planned, has no page:
    // shown with its plan and a "Planned" chip, not linked.
    const pivotPanel = nav.locator('li:not(:has(li))', { hasText: 'Pivot Panel' }).first();
    await expect(pivotPanel.getByRole('img', { name: 'Premium plan' })).toBeVisible();
    await expect(pivotPanel.getByText('Planned', { exact: true })).toBeVisible();
    await expect(pivotPanel.getByRole('link')).toHaveCount(0);
    await nav.getByRole('button', { name: 'Rows' }).click();
    await expect(
      nav.locator('li', { hasText: 'Row spanning' }).last().getByText('New', { exact: true }),
    ).toBeVisible();

    // The page itself carries only the entries it shows; the rest of the tree loaded on demand.
    const html = await (await page.request.get('/x/introduction/installation/')).text();
    expect(html).toContain('Licensing');
    expect(html).not.toContain('Column pinning');

    const hrefs = await nav
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const href of hrefs) {
      const response = await page.request.get(href!);
      expect(response.status(), `${href} is linked from the drawer`).toBe(200);
    }
  });

  test('links previous and next pages in navigation order', async ({ page }) => {
    await gotoHydrated(page, '/x/introduction/installation/');
    const pager = page.getByRole('navigation', { name: 'Previous and next pages' });
    await expect(pager.getByRole('link', { name: /Previous\s*Overview/ })).toHaveAttribute(
      'href',
      '/x/introduction/',
    );
    await pager.getByRole('link', { name: /Next\s*Licensing/ }).click();
    await expect(page).toHaveURL('/x/introduction/licensing/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Licensing');
  });

  test('redirects the site root to the overview', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/x/introduction/');
  });
});
