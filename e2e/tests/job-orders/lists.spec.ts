import { expect, test } from '../../fixtures.ts';
import { signIn } from '../auth/auth-helpers.ts';
import { newClientWithVehicle, STAFF, staffRequest } from '../bookings/booking-helpers.ts';
import { jobOrderId, newWorkshopAdmin, openWalkIn } from './lists-helpers.ts';

test('the Job Order List finds a job order by plate and by number, keeps the search in the address, and switches to Pending and Completed', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const staff = await staffRequest(browser, baseURL as string);
  const client = await newClientWithVehicle(staff.request, baseURL as string, 'Jobber');
  const jobOrder = await openWalkIn(staff.request, baseURL as string, {
    clientId: client.id,
    vehicleId: client.vehicleId,
  });
  await staff.close();

  await signIn(page, STAFF);
  await page.waitForURL('**/admin');
  await page.goto('/admin/job-orders');
  await expect(page.getByRole('heading', { name: 'Job Order List', level: 1 })).toBeVisible();
  const rows = page.getByTestId('job-order-row');
  const search = page.getByRole('textbox', { name: 'Search' });

  await search.fill(client.plate);
  await expect(page).toHaveURL(/search=/);
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  for (const text of [jobOrderId(jobOrder.number), client.name, client.plate, 'Unassigned']) {
    await expect(row).toContainText(text);
  }
  await expect(row.locator('[data-status]')).toHaveText('Estimate');
  // A walk-in has no lines yet.
  await expect(row.getByRole('cell').last()).toHaveText('$0.00');

  await search.fill(jobOrderId(jobOrder.number));
  await expect(page).toHaveURL(new RegExp(`search=${jobOrderId(jobOrder.number)}`));
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(client.name);

  // The search survives a reload and a change of view.
  await page.reload();
  await expect(search).toHaveValue(jobOrderId(jobOrder.number));
  await expect(rows).toHaveCount(1);
  await page.getByText('Pending', { exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/job-orders\/pending\?search=/);
  await expect(page.getByRole('heading', { name: 'Pending Job Orders', level: 1 })).toBeVisible();
  await expect(rows).toHaveCount(1);
  await page.getByText('Completed', { exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/job-orders\/completed\?search=/);
  await expect(page.getByText('No job orders match these filters.')).toBeVisible();

  await page.getByText('All', { exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/job-orders\?search=/);
  await rows
    .first()
    .getByRole('link', { name: jobOrderId(jobOrder.number) })
    .click();
  await expect(page).toHaveURL(`/admin/job-orders/${jobOrder.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: jobOrderId(jobOrder.number) }),
  ).toBeVisible();
});

test('the Pending badge is the live count of open job orders, hidden at zero; Pending lists the oldest first', async ({
  page,
  baseURL,
}) => {
  test.slow();
  // A workshop of its own: the other tests open job orders in the demo shop meanwhile.
  await newWorkshopAdmin(page, baseURL as string);
  await page.goto('/admin');
  await expect(page.getByText('Welcome, Jo Lister')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Workspace' });
  await nav.getByRole('button', { name: 'Job Orders', exact: true }).click();
  const pendingLink = nav.getByRole('link', { name: /^Pending Job Orders/ });
  await expect(pendingLink).toHaveText('Pending Job Orders');

  const client = await newClientWithVehicle(page.request, baseURL as string, 'Badger');
  const vehicle = { clientId: client.id, vehicleId: client.vehicleId };
  const first = await openWalkIn(page.request, baseURL as string, vehicle);
  const second = await openWalkIn(page.request, baseURL as string, vehicle);
  // The server's job_order.changed event refreshes the badge without a reload.
  await expect(pendingLink).toHaveText('Pending Job Orders2');

  await pendingLink.click();
  await expect(page).toHaveURL('/admin/job-orders/pending');
  const rows = page.getByTestId('job-order-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(jobOrderId(first.number));
  await expect(rows.last()).toContainText(jobOrderId(second.number));

  const cancelled = await page.request.post(`/api/v1/job-orders/${first.id}/transitions`, {
    headers: { origin: baseURL as string },
    data: { action: 'cancel', reason: 'The customer took the car elsewhere' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await expect(pendingLink).toHaveText('Pending Job Orders1');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(jobOrderId(second.number));
});
