import { expect, test } from '../../fixtures.ts';
import { apiSignIn, signIn } from '../auth/auth-helpers.ts';
import { FRONT_DESK, MANAGER, seedItem } from './inventory-helpers.ts';

test('the front desk reads the inventory and an item, without adding, importing or adjusting', async ({
  page,
  request,
  baseURL,
}) => {
  await apiSignIn(request, baseURL as string, MANAGER);
  const item = await seedItem(request, baseURL as string, { openingQuantity: '4' });
  await signIn(page, FRONT_DESK);
  await page.waitForURL('**/admin/clients');

  await page.goto(`/admin/inventory?search=${item.sku}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory Overview' })).toBeVisible();
  const row = page.getByTestId('inventory-row').filter({ hasText: item.name });
  await expect(row).toContainText('4 pcs');
  await expect(page.getByRole('link', { name: 'Export CSV' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Add New Item' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import CSV' })).toHaveCount(0);

  await row.click();
  await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
  await expect(page.getByTestId('item-on-hand')).toHaveText('4 pcs');
  await expect(page.getByTestId('stock-movement').first()).toContainText('Received');
  await expect(page.getByRole('button', { name: 'Adjust stock' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);

  await page.goto('/admin/inventory/new');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This page is not available to you' }),
  ).toBeVisible();
});
