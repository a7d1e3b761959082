import { expect, test } from '../../fixtures.ts';
import { signIn } from '../auth/auth-helpers.ts';
import { STAFF } from '../bookings/booking-helpers.ts';
import { paidAtPickup } from '../invoices/invoice-helpers.ts';
import { jobOrderNumber, seedJobOrder } from './screen-helpers.ts';

test('the desk invoices a job ready for pickup, takes payment, completes it with mileage out, and the clients list shows its Total Spend and Last Service', async ({
  page,
  baseURL,
}) => {
  // Two people's sessions and several screens: more than 30 s on a busy 2-core machine (CI).
  test.slow();
  await signIn(page, STAFF);
  await page.waitForURL('**/admin');
  const jobOrder = await seedJobOrder(page.request, baseURL as string);
  const write = { headers: { origin: baseURL as string } };
  const part = await page.request.post(`/api/v1/job-orders/${jobOrder.id}/lines`, {
    ...write,
    data: { kind: 'part', description: 'Oil filter', quantity: '2', unitPrice: '12.50' },
  });
  expect(part.status(), await part.text()).toBe(200);
  for (const action of ['record_approval', 'start_work', 'mark_ready']) {
    const moved = await page.request.post(`/api/v1/job-orders/${jobOrder.id}/transitions`, {
      ...write,
      data: { action },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  // Invoiced and paid at the counter before the car leaves (ADR 037). Total Spend is what was
  // invoiced (ADR 020): the demo garage taxes parts at 8.25 %: $25.00 + $2.06.
  const invoice = await paidAtPickup(page.request, baseURL as string, jobOrder.id);
  expect(invoice.total).toBe('27.06');

  await page.goto(`/admin/job-orders/${jobOrder.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: jobOrderNumber(jobOrder.number) }),
  ).toBeVisible();
  await page
    .getByRole('group', { name: 'Job order actions' })
    .getByRole('button', { name: 'Complete' })
    .click();
  const dialog = page.getByRole('dialog');
  // Read as the car leaves, never copied from the mileage in.
  await expect(dialog.getByLabel('Mileage out')).toHaveValue('');
  await dialog.getByLabel('Mileage out').fill('48350');
  await dialog.getByRole('button', { name: 'Complete' }).click();
  await expect(page.locator('[data-status]').first()).toHaveText('Completed');

  await page.goto('/admin/clients');
  await page.getByRole('textbox', { name: 'Search clients' }).fill(jobOrder.clientName);
  const row = page.getByRole('row').filter({ hasText: jobOrder.clientName });
  await expect(row).toContainText('$27.06');
  await expect(row).toContainText('(This week)');
});
