import { expect, test } from '../../fixtures.ts';
import { latestMail } from '../auth/auth-helpers.ts';
import { seedItem } from '../inventory/inventory-helpers.ts';
import { toast } from '../workspace/workspace-helpers.ts';
import { newPurchaseOrderShop, onHandOf, seedSupplier } from './purchase-order-helpers.ts';

test('a purchase order made from the low-stock alerts is sent with its PDF and received in two deliveries', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const base = baseURL as string;
  await newPurchaseOrderShop(page, base);
  const email = `orders-${Date.now()}@acme-parts.test`;
  const supplier = await seedSupplier(page.request, base, {
    name: 'Acme Parts',
    email,
    leadTimeDays: 3,
  });
  const pads = await seedItem(page.request, base, {
    sku: 'BP-100',
    name: 'Front brake pads',
    supplierId: supplier.id,
    cost: '20.00',
    openingQuantity: '1',
    reorderPoint: '3',
    reorderQuantity: '10',
  });
  const wipers = await seedItem(page.request, base, {
    sku: 'WB-22',
    name: 'Wiper blade 22"',
    supplierId: supplier.id,
    cost: '8.00',
    openingQuantity: '0',
    reorderPoint: '2',
    reorderQuantity: '4',
  });

  // Low Stock Alerts: both items under Acme Parts, ticked and ordered in one draft.
  await page.goto('/admin/inventory/alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'Low Stock Alerts' })).toBeVisible({
    timeout: 15_000,
  });
  const group = page.getByRole('region', { name: 'Acme Parts' });
  await expect(group.getByTestId('alert-row')).toHaveCount(2);
  await expect(
    group.getByTestId('alert-row').filter({ hasText: 'Front brake pads' }),
  ).toContainText('10 pcs');
  await page.getByRole('checkbox', { name: 'Select all from Acme Parts' }).check();
  await page.getByRole('button', { name: 'Create purchase order' }).click();

  // The draft opens: 10 pads at 20.00 and 4 wipers at 8.00.
  await expect(page).toHaveURL(/\/admin\/inventory\/purchase-orders\/[0-9a-f-]{36}$/);
  const title = page.getByRole('heading', { level: 1, name: /^PO-\d{4}$/ });
  await expect(title).toBeVisible();
  const number = (await title.textContent()) as string;
  const status = page.getByTestId('purchase-order-status');
  await expect(status).toHaveText('Draft');
  await expect(page.getByTestId('po-line')).toHaveCount(2);
  await expect(page.getByText('Total $232.00')).toBeVisible();

  // Sent: the mail is shown first, to the supplier's address; the supplier gets the PDF by
  // e-mail (through the job queue).
  await page.getByRole('button', { name: 'Send to supplier' }).click();
  const send = page.getByRole('dialog', { name: new RegExp(`^Send ${number} to `) });
  await expect(send.getByRole('textbox', { name: 'To' })).toHaveValue(email);
  await expect(send.getByTestId('mail-subject')).toHaveText(
    new RegExp(`^Purchase order ${number} from `),
  );
  await expect(send.getByTestId('mail-attachment')).toHaveText(`${number}.pdf`);
  await send.getByRole('button', { name: 'Send' }).dblclick();
  await expect(toast(page, `${number} sent to ${email}`)).toBeVisible();
  await expect(send).toBeHidden();
  await expect(status).toHaveText('Ordered');
  const mail = await latestMail(page.request, email, new RegExp(`Purchase order ${number}`));
  expect(mail.attachments[0]).toMatchObject({
    filename: `${number}.pdf`,
    contentType: 'application/pdf',
  });

  // First delivery: 4 of the 10 pads, no wipers yet.
  await page.getByRole('button', { name: 'Receive' }).click();
  const dialog = page.getByRole('dialog', { name: 'Receive delivery' });
  await expect(
    dialog.getByRole('textbox', { name: 'Received now of Front brake pads' }),
  ).toHaveValue('10');
  await dialog.getByRole('textbox', { name: 'Received now of Front brake pads' }).fill('4');
  await dialog.getByRole('textbox', { name: 'Received now of Wiper blade 22"' }).fill('0');
  await dialog.getByRole('button', { name: 'Receive' }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toHaveText('Partially received');
  await expect(
    page
      .getByTestId('po-line')
      .filter({ hasText: 'Front brake pads' })
      .getByTestId('po-line-received'),
  ).toHaveText('4 pcs');
  expect(await onHandOf(page.request, pads.id)).toBe('5.00');

  // The rest: the dialog offers what is still to come.
  await page.getByRole('button', { name: 'Receive' }).click();
  await expect(
    dialog.getByRole('textbox', { name: 'Received now of Front brake pads' }),
  ).toHaveValue('6');
  await dialog.getByRole('button', { name: 'Receive' }).click();
  await expect(toast(page, 'Delivery received: the order is complete')).toBeVisible();
  await expect(status).toHaveText('Received');
  await expect(page.getByRole('button', { name: 'Receive' })).toBeDisabled();
  expect(await onHandOf(page.request, pads.id)).toBe('11.00');
  expect(await onHandOf(page.request, wipers.id)).toBe('4.00');

  // Nothing is low any more.
  await page.goto('/admin/inventory/alerts');
  await expect(
    page.getByText('Nothing is low on stock: every item is above its reorder point.'),
  ).toBeVisible({ timeout: 15_000 });
});
