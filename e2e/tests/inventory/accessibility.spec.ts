import { expect, test } from '../../fixtures.ts';
import { seriousViolations } from '../accessibility.ts';
import { signIn } from '../auth/auth-helpers.ts';
import { MANAGER, seedItem, useStock } from './inventory-helpers.ts';

test.describe('in the light and dark colour schemes', () => {
  test.beforeEach(async ({ page }) => {
    // axe over a full table is slow on a shared 2-core machine.
    test.slow();
    await signIn(page, MANAGER);
    await page.waitForURL('**/admin');
  });

  test('the Inventory Overview has no serious or critical violations', async ({
    page,
    baseURL,
  }) => {
    // A low item, so the Low badge is on the page too.
    const item = await seedItem(page.request, baseURL as string, {
      openingQuantity: '1',
      reorderPoint: '1',
    });
    await page.goto('/admin/inventory');
    await page.getByRole('checkbox', { name: 'Low stock only' }).check();
    await expect(page.getByTestId('inventory-row').filter({ hasText: item.name })).toContainText(
      'Low',
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('an item page with its ledger and the Adjust stock dialog have no serious or critical violations', async ({
    page,
    baseURL,
  }) => {
    const item = await seedItem(page.request, baseURL as string, { openingQuantity: '3' });
    await useStock(page.request, baseURL as string, item.id, '1');
    await page.goto(`/admin/inventory/items/${item.id}`);
    await expect(page.getByTestId('stock-movement')).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Adjust stock' }).click();
    const dialog = page.getByRole('dialog', { name: `Adjust stock: ${item.name}` });
    await dialog.getByRole('button', { name: 'Record movement' }).click();
    await expect(dialog.getByText('Add a note saying why')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the overview and an item page, whose tables scroll sideways, have no serious or critical violations', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await signIn(page, MANAGER);
    await page.waitForURL('**/admin');
    const item = await seedItem(page.request, baseURL as string, { openingQuantity: '2' });
    await page.goto(`/admin/inventory?search=${item.sku}`);
    await expect(page.getByTestId('inventory-row')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: item.name }).click();
    await expect(page.getByTestId('stock-movement')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
