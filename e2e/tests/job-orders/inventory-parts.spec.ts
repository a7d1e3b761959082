import { expect, test } from '../../fixtures.ts';
import { signIn } from '../auth/auth-helpers.ts';
import { STAFF } from '../bookings/booking-helpers.ts';
import { seedItem } from '../inventory/inventory-helpers.ts';
import { paidAtPickup } from '../invoices/invoice-helpers.ts';
import { seedSupplier } from '../purchase-orders/purchase-order-helpers.ts';
import { toast, uniqueWord } from '../workspace/workspace-helpers.ts';
import { jobOrderNumber, seedJobOrder } from './screen-helpers.ts';

test('a part picked from inventory is held once the job is approved and used when it is completed: on hand drops', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const write = { headers: { origin: baseURL as string } };
  await signIn(page, STAFF);
  await page.waitForURL('**/admin');
  const item = await seedItem(page.request, baseURL as string, { openingQuantity: '3' });
  const jobOrder = await seedJobOrder(page.request, baseURL as string);

  await page.goto(`/admin/job-orders/${jobOrder.id}`);
  await page.getByRole('button', { name: 'Add line' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add line' });
  await dialog.getByText('Part', { exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Inventory item' }).fill(item.sku);
  await page.getByRole('option', { name: `${item.sku} — ${item.name}` }).click();
  // The item prices the part and tells what is on the shelf.
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue(item.name);
  await expect(dialog.getByRole('textbox', { name: 'Unit price' })).toHaveValue('45.00');
  await dialog.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await expect(dialog.getByTestId('picked-item-stock')).toHaveText(
    'On hand 3 pcs · 3 pcs available',
  );
  await dialog.getByRole('button', { name: 'Add line' }).click();
  await expect(dialog).toBeHidden();
  const line = page.getByTestId('job-order-line').filter({ hasText: item.name });
  await expect(line).toContainText(`${item.sku} · 3 pcs available`);
  await expect(line.getByTestId('line-amount')).toHaveText('$90.00');

  // Approved, the job holds its 2 pieces: 1 is left for other jobs.
  for (const action of ['record_approval', 'start_work', 'mark_ready']) {
    const moved = await page.request.post(`/api/v1/job-orders/${jobOrder.id}/transitions`, {
      ...write,
      data: { action },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  // Invoiced and paid before the car leaves (ADR 037).
  await paidAtPickup(page.request, baseURL as string, jobOrder.id);
  await page.reload();
  await expect(line).toContainText(`${item.sku} · 1 pc available`);

  await page
    .getByRole('group', { name: 'Job order actions' })
    .getByRole('button', { name: 'Complete' })
    .click();
  const complete = page.getByRole('dialog');
  await complete.getByLabel('Mileage out').fill('48350');
  await complete.getByRole('button', { name: 'Complete' }).click();
  await expect(page.locator('[data-status]').first()).toHaveText('Completed');

  await page.goto(`/admin/inventory/items/${item.id}`);
  await expect(page.getByTestId('item-on-hand')).toHaveText('1 pc');
  await expect(
    page.getByRole('link', { name: jobOrderNumber(jobOrder.number) }).first(),
  ).toBeVisible();
});

test("a part line the stock cannot cover says so and puts the shortfall on the supplier's draft purchase order", async ({
  page,
  baseURL,
}) => {
  const write = { headers: { origin: baseURL as string } };
  await signIn(page, STAFF);
  await page.waitForURL('**/admin');
  const supplier = await seedSupplier(page.request, baseURL as string, {
    name: uniqueWord('Brake Wholesale '),
  });
  const item = await seedItem(page.request, baseURL as string, {
    openingQuantity: '1',
    supplierId: supplier.id,
  });
  const jobOrder = await seedJobOrder(page.request, baseURL as string);
  const added = await page.request.post(`/api/v1/job-orders/${jobOrder.id}/lines`, {
    ...write,
    data: {
      kind: 'part',
      description: item.name,
      inventoryItemId: item.id,
      quantity: '3',
      unitPrice: '45.00',
    },
  });
  expect(added.status(), await added.text()).toBe(200);

  await page.goto(`/admin/job-orders/${jobOrder.id}`);
  const line = page.getByTestId('job-order-line').filter({ hasText: item.name });
  await expect(line).toContainText('Not enough stock: 2 pcs short');
  await line.getByRole('button', { name: 'Order 2 pcs' }).click();
  await expect(
    toast(page, new RegExp(`2 pcs of ${item.sku} added to PO-\\d{4} for ${supplier.name}`)),
  ).toBeVisible();
});
