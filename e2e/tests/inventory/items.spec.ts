import { expect, test } from '../../fixtures.ts';
import { signIn } from '../auth/auth-helpers.ts';
import { MANAGER, MANAGER_NAME, seedItem, uniqueItem } from './inventory-helpers.ts';

test.beforeEach(async ({ page }) => {
  await signIn(page, MANAGER);
  await page.waitForURL('**/admin');
});

test('the manager adds an item with opening stock and finds it in the overview by its part number', async ({
  page,
}) => {
  // Every field of a long form, then the item page and the overview, on a shared 2-core machine.
  test.slow();
  const { sku, name } = uniqueItem('Added');
  const partNumber = `OEM-${sku}`;
  await page.goto('/admin/inventory');
  // The sidebar has an Add New Item link too.
  await page.getByRole('main').getByRole('link', { name: 'Add New Item' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Item' })).toBeVisible();

  await page.getByRole('textbox', { name: 'SKU' }).fill(sku);
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Brand' }).fill('Brembo');
  await page.getByRole('textbox', { name: 'OEM part number' }).fill(partNumber);
  await page.getByRole('textbox', { name: 'Opening stock' }).fill('6');
  await page.getByRole('textbox', { name: /^Cost/ }).fill('21');
  await page.getByText('Markup on cost').click();
  await page.getByRole('textbox', { name: 'Markup (%)' }).fill('50');
  // The markup's price shows as it is typed.
  await expect(page.getByText('Sells at $31.50')).toBeVisible();
  await page.getByRole('button', { name: 'Add item' }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('item-on-hand')).toHaveText('6 pcs');
  await expect(page.getByTestId('item-price')).toHaveText('$31.50');
  await expect(page.getByTestId('stock-movement').first()).toContainText('Received');

  await page.getByRole('main').getByRole('link', { name: 'Inventory Overview' }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(partNumber);
  await expect(page).toHaveURL(new RegExp(`search=${partNumber}`));
  const rows = page.getByTestId('inventory-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(name);
  await expect(rows.first()).toContainText('6 pcs');
  await expect(rows.first()).toContainText('$126.00');
});

test('a stock count changes on hand, and the ledger says who counted and why', async ({
  page,
  baseURL,
}) => {
  const item = await seedItem(page.request, baseURL as string, { openingQuantity: '10' });
  await page.goto(`/admin/inventory/items/${item.id}`);
  await expect(page.getByTestId('item-on-hand')).toHaveText('10 pcs');

  await page.getByRole('button', { name: 'Adjust stock' }).click();
  const dialog = page.getByRole('dialog', { name: `Adjust stock: ${item.name}` });
  // A count is the default adjustment; it asks for the quantity on the shelf.
  await dialog.getByRole('textbox', { name: 'Quantity counted' }).fill('7');
  await expect(dialog.getByText('On hand changes by -3 pcs')).toBeVisible();
  await dialog.getByRole('button', { name: 'Record movement' }).click();
  await expect(dialog.getByText('Add a note saying why')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Shelf count after the stocktake');
  await dialog.getByRole('button', { name: 'Record movement' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByTestId('item-on-hand')).toHaveText('7 pcs');
  const latest = page.getByTestId('stock-movement').first();
  await expect(latest).toContainText('Adjusted · Stock count');
  await expect(latest).toContainText('-3 pcs');
  await expect(latest).toContainText('Shelf count after the stocktake');
  await expect(latest).toContainText(MANAGER_NAME);
});

test.describe('a refused consumption', () => {
  // The refusal is the server's 409, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test('using more than is on hand is refused with the reason, and nothing changes', async ({
    page,
    baseURL,
  }) => {
    const item = await seedItem(page.request, baseURL as string, { openingQuantity: '1' });
    await page.goto(`/admin/inventory/items/${item.id}`);
    await page.getByRole('button', { name: 'Adjust stock' }).click();
    const dialog = page.getByRole('dialog', { name: `Adjust stock: ${item.name}` });
    await dialog.getByText('Use', { exact: true }).click();
    // Half a brake pad is refused before it is sent.
    await dialog.getByRole('textbox', { name: 'Quantity' }).fill('1.5');
    await dialog.getByRole('button', { name: 'Record movement' }).click();
    await expect(dialog.getByText('Use a whole number: this item is counted in pcs')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await dialog.getByRole('button', { name: 'Record movement' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      `Not enough stock of ${item.name}: 1 pc on hand, 2 pcs needed.`,
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('item-on-hand')).toHaveText('1 pc');
  });
});
