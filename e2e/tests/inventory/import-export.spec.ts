import { expect, test } from '../../fixtures.ts';
import { signIn } from '../auth/auth-helpers.ts';
import { getJson } from '../client-area/client-area-helpers.ts';
import { download, downloadedLines, toast } from '../workspace/workspace-helpers.ts';
import { MANAGER, seedItem, uniqueItem } from './inventory-helpers.ts';

test.beforeEach(async ({ page }) => {
  await signIn(page, MANAGER);
  await page.waitForURL('**/admin');
});

function csvFile(lines: string[]) {
  return { name: 'parts.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) };
}

test('a CSV import shows a row error and imports nothing, then imports the corrected file on confirming', async ({
  page,
}) => {
  test.slow();
  const wipers = uniqueItem('Wiper');
  const bulbs = uniqueItem('Bulb');
  const header = 'SKU,Name,Unit,Cost,Price,Opening quantity';
  const wiperRow = `${wipers.sku},${wipers.name},each,12.50,24.00,5`;
  await page.goto('/admin/inventory');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import items from CSV' });
  const file = dialog.locator('input[type="file"]');

  await file.setInputFiles(csvFile([header, wiperRow, `${bulbs.sku},${bulbs.name},each,abc,9,2`]));
  const errors = dialog.getByRole('table', { name: 'Rows with errors' });
  const error = errors.getByRole('row').filter({ hasText: bulbs.sku });
  await expect(error).toContainText('3');
  await expect(error).toContainText('Cost');
  await expect(error).toContainText('Cost must be a number');
  await expect(dialog.getByRole('button', { name: /^Import \d+ items?$/ })).toBeDisabled();
  // The preview wrote nothing.
  const found = await getJson<{ items: unknown[] }>(
    page.request,
    `/api/v1/inventory/items?search=${wipers.sku}`,
  );
  expect(found.items).toEqual([]);

  await file.setInputFiles(csvFile([header, wiperRow, `${bulbs.sku},${bulbs.name},each,3,9,2`]));
  await expect(dialog.getByTestId('import-summary')).toHaveText(
    '2 new items, 0 updates, 0 rows with errors.',
  );
  await expect(page.getByRole('main').getByText(wipers.name)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Import 2 items' }).click();
  await expect(toast(page, 'Import done: 2 items added, 0 items updated')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('textbox', { name: 'Search' }).fill(wipers.sku);
  const row = page.getByTestId('inventory-row').filter({ hasText: wipers.name });
  await expect(row).toContainText('5 pcs');
  await expect(row).toContainText('$62.50');
});

test('Export CSV downloads the items the search matches', async ({ page, baseURL }) => {
  const item = await seedItem(page.request, baseURL as string, { openingQuantity: '3' });
  await page.goto(`/admin/inventory?search=${item.sku}`);
  await expect(page.getByTestId('inventory-row')).toHaveCount(1);
  const file = await download(page, page.getByRole('link', { name: 'Export CSV' }));
  expect(file.suggestedFilename()).toBe('inventory.csv');
  const lines = await downloadedLines(file);
  expect(lines[0]).toMatch(/^SKU,Name,/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${item.sku},${item.name}`);
});
