import type { Download } from '@playwright/test';
import { liveDemo } from './support/dataGrid';
import { expect, test } from './support/fixtures';

/**
 * Data Grid toolbar components (issue 26): a custom toolbar's export menu, built from a
 * ToolbarButton, a Material UI Menu and ExportCsv items, produces a CSV download.
 */

test.use({ viewport: { width: 1280, height: 900 } });

/** The text of a download, read from Playwright's stream of the saved file. */
async function downloadText(download: Download): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

test('export menu: the CSV item of a custom toolbar downloads the invoices as a CSV file', async ({
  page,
}) => {
  await page.goto('/x/react-data-grid/components/export/');
  const live = await liveDemo(page, 'react-data-grid/components/export/InvoiceExportMenu');

  // The menu button sits in the grid's toolbar, named by its aria-label.
  const toolbar = live.getByRole('toolbar', { name: 'Studio invoices' });
  const exportButton = toolbar.getByRole('button', { name: 'Export' });
  await exportButton.click();
  // While the modal menu is open, the rest of the page is aria-hidden: find the button by CSS.
  await expect(live.locator('[role="toolbar"] button[aria-label="Export"]')).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  // The menu is in a portal, outside the demo: it is labelled by its button.
  const menu = page.getByRole('menu', { name: 'Export' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText([
    'All invoices (CSV)',
    'Unpaid invoices (CSV)',
    'Print',
  ]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    menu.getByRole('menuitem', { name: 'All invoices (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('invoices-q1.csv');
  const lines = (await downloadText(download)).split('\r\n');
  expect(lines[0]).toBe('Invoice,Client,Project,Issued,Amount,Status');
  // Ten invoices, in the grid's order; formatted amounts holding a comma are quoted.
  expect(lines).toHaveLength(11);
  expect(lines).toContain(
    'INV-0419,Maison Lefèvre,Logo and stationery,2026-02-11,"€3,200",Overdue',
  );

  // The item's onClick closes the menu after the export.
  await expect(menu).toHaveCount(0);
});
