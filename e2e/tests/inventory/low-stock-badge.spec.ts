import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../fixtures.ts';
import { signIn } from '../auth/auth-helpers.ts';
import { STAFF } from '../bookings/booking-helpers.ts';
import { getJson } from '../client-area/client-area-helpers.ts';
import { seedItem, useStock } from './inventory-helpers.ts';

function lowStockLink(page: Page): Locator {
  return page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('link', { name: /^Low Stock Alerts/ });
}

test('the Low Stock Alerts badge counts an item live when it falls to its reorder point', async ({
  page,
  baseURL,
}) => {
  await signIn(page, STAFF);
  await page.waitForURL('**/admin');
  const item = await seedItem(page.request, baseURL as string, {
    openingQuantity: '5',
    reorderPoint: '2',
    reorderQuantity: '10',
  });
  await page.goto('/admin/inventory');
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory Overview' })).toBeVisible();
  const before = (await getJson<{ lowStock: number }>(page.request, '/api/v1/sidebar-counts'))
    .lowStock;
  const link = lowStockLink(page);
  // Hidden at zero: the link then reads only its label.
  await expect(link).toHaveText(before === 0 ? 'Low Stock Alerts' : `Low Stock Alerts${before}`);

  // 3 of 5 used through the API, not this screen: 2 left is at the reorder point. No reload.
  await useStock(page.request, baseURL as string, item.id, '3');
  await expect(link).toHaveText(`Low Stock Alerts${before + 1}`);
  await expect(page.getByTestId('figure-low')).toHaveText(String(before + 1));
});
