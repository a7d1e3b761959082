import { expect, test } from '../../fixtures.ts';
import { seriousViolations } from '../accessibility.ts';
import { seedItem } from '../inventory/inventory-helpers.ts';
import { newPurchaseOrderShop, seedSupplier } from './purchase-order-helpers.ts';

test.use({ viewport: { width: 375, height: 800 } });

const screens: [string, string | RegExp][] = [
  ['/admin/inventory/alerts', 'Low Stock Alerts'],
  ['/admin/inventory/purchase-orders', 'Purchase Orders'],
  ['/admin/inventory/purchase-orders/:id', /^PO-\d{4}$/],
  ['/admin/inventory/purchase-orders/new', 'New purchase order'],
  ['/admin/inventory/suppliers', 'Suppliers'],
];

for (const [screen, heading] of screens) {
  test(`${screen} has no serious or critical violations and fits 375 px`, async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const base = baseURL as string;
    await newPurchaseOrderShop(page, base);
    const supplier = await seedSupplier(page.request, base, { name: 'Narrow Parts' });
    const item = await seedItem(page.request, base, {
      sku: 'NP-1',
      name: 'Cabin filter',
      supplierId: supplier.id,
      cost: '9.00',
      openingQuantity: '0',
      reorderPoint: '2',
      reorderQuantity: '5',
    });
    const created = await page.request.post('/api/v1/purchase-orders/from-alerts', {
      headers: { origin: base },
      data: { itemIds: [item.id] },
    });
    expect(created.status(), await created.text()).toBe(200);
    const [order] = (await created.json()).purchaseOrders as { id: string }[];

    await page.goto(screen.replace(':id', order?.id ?? ''));
    // A route's first load on a shared 2-core machine may take a while.
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
      timeout: 15_000,
    });
    // Tables scroll inside their own container; the page itself never scrolls sideways.
    const overflow = await page.evaluate<number>(
      'document.documentElement.scrollWidth - window.innerWidth',
    );
    expect(overflow, 'the page is wider than the screen').toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
