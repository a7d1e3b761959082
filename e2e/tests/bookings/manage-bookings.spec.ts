import { expect, test } from '../../fixtures.ts';
import { signIn } from '../auth/auth-helpers.ts';
import { choose } from '../workspace/workspace-helpers.ts';
import {
  bookFreeSlot,
  newClientWithVehicle,
  requestId,
  STAFF,
  staffRequest,
  twoServices,
} from './booking-helpers.ts';

test('Manage Bookings searches by client and plate, filters by status in the address, and a row opens its booking', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const staff = await staffRequest(browser, baseURL as string);
  const client = await newClientWithVehicle(staff.request, baseURL as string, 'Lister');
  const [first] = await twoServices(staff.request);
  const booking = { clientId: client.id, vehicleId: client.vehicleId, serviceIds: [first.id] };
  const early = await bookFreeSlot(staff.request, baseURL as string, booking, 'first');
  const late = await bookFreeSlot(staff.request, baseURL as string, booking, 'last');
  // Staff bookings start confirmed; the later one is cancelled.
  const cancelled = await staff.request.post(`/api/v1/appointments/${late.id}/transitions`, {
    headers: { origin: baseURL as string },
    data: { action: 'cancel', reason: 'Client called off' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await staff.close();

  await signIn(page, STAFF);
  await page.waitForURL('**/admin');
  await page.goto('/admin/calendar/bookings');
  await expect(page.getByRole('heading', { name: 'Manage Bookings', level: 1 })).toBeVisible();
  const rows = page.getByTestId('booking-row');

  await page.getByRole('textbox', { name: 'Search' }).fill(client.name);
  await expect(page).toHaveURL(/search=/);
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(requestId(early.number));
  await expect(rows.last()).toContainText(requestId(late.number));

  // The plate finds the same bookings.
  await page.getByRole('textbox', { name: 'Search' }).fill(client.plate);
  await expect(rows).toHaveCount(2);

  // Both are upcoming (the default view); none of them is past.
  await page.getByText('Past', { exact: true }).click();
  await expect(page).toHaveURL(/when=past/);
  await expect(page.getByText('No bookings found')).toBeVisible();
  await page.getByText('Upcoming', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Upcoming' })).toBeChecked();
  await expect(rows).toHaveCount(2);

  await choose(page, page.getByRole('combobox', { name: 'Status' }), 'Cancelled');
  await expect(page).toHaveURL(/status=cancelled/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(requestId(late.number));
  await expect(rows.first()).toContainText('Cancelled');

  // The filters survive a reload: they are in the address.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Cancelled');
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue(client.plate);
  await expect(rows).toHaveCount(1);

  await choose(page, page.getByRole('combobox', { name: 'Status' }), 'Pending');
  await expect(page.getByText('No bookings found')).toBeVisible();

  await choose(page, page.getByRole('combobox', { name: 'Status' }), 'All statuses');
  // The whole row opens the booking, not only its Request ID…
  await rows.first().getByText(first.name).click();
  await expect(page).toHaveURL(`/admin/calendar/bookings/${early.id}`);
  await page.goBack();
  // …and by keyboard its Request ID link does.
  await rows
    .first()
    .getByRole('link', { name: requestId(early.number) })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/admin/calendar/bookings/${early.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: requestId(early.number) }),
  ).toBeVisible();
});
