import { expect, test } from '../../fixtures.ts';
import { seriousViolations } from '../accessibility.ts';
import { signIn } from '../auth/auth-helpers.ts';
import {
  bookFreeSlot,
  newClientWithVehicle,
  requestId,
  STAFF,
  staffRequest,
  twoServices,
} from '../bookings/booking-helpers.ts';
import { getJson } from '../client-area/client-area-helpers.ts';
import { jobOrderId } from './lists-helpers.ts';

test('checking in a booking asks for mileage in and a promised time, then opens its job order with them', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const staff = await staffRequest(browser, baseURL as string);
  const client = await newClientWithVehicle(staff.request, baseURL as string, 'Checkin');
  const lastService = await staff.request.patch(`/api/v1/vehicles/${client.vehicleId}`, {
    headers: { origin: baseURL as string },
    data: { mileage: 48_210 },
  });
  expect(lastService.status(), await lastService.text()).toBe(200);
  const [service] = await twoServices(staff.request);
  // Staff bookings start confirmed: ready to check in.
  const booking = await bookFreeSlot(staff.request, baseURL as string, {
    clientId: client.id,
    vehicleId: client.vehicleId,
    serviceIds: [service.id],
    notes: 'Grinding noise when braking',
  });
  await staff.close();

  await signIn(page, STAFF);
  await page.waitForURL('**/admin');
  await page.goto(`/admin/calendar/bookings/${booking.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: requestId(booking.number) }),
  ).toBeVisible();
  await page
    .getByRole('group', { name: 'Booking actions' })
    .getByRole('button', { name: 'Check in' })
    .click();

  // The last recorded mileage is a hint; the field waits for the odometer.
  const dialog = page.getByRole('dialog', { name: 'Check in' });
  const mileage = dialog.getByRole('textbox', { name: 'Mileage in' });
  await expect(dialog.getByText('Last recorded: 48,210 mi')).toBeVisible();
  await expect(mileage).toHaveValue('');
  await expect(mileage).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await mileage.fill('48000');
  await dialog.getByRole('button', { name: 'Check in' }).click();
  await expect(
    dialog.getByText('Mileage in cannot be lower than the last recorded 48,210 mi'),
  ).toBeVisible();
  await expect(page).toHaveURL(`/admin/calendar/bookings/${booking.id}`);

  await mileage.fill('48262');
  // A promised day picked without a time is the end of the working day; the picker's days are
  // the shop's, so tomorrow is the shop's tomorrow whatever zone the browser is in.
  const { timeZone } = await getJson<{ timeZone: string }>(
    page.request,
    `/api/v1/appointments/${booking.id}`,
  );
  const tomorrow = new Date(Date.now() + 36 * 3_600_000);
  await dialog.getByRole('button', { name: 'Promised' }).click();
  const day = page.getByRole('button', {
    name: tomorrow.toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone,
    }),
    exact: true,
  });
  await expect(page.getByRole('button', { name: 'Next month' })).toBeVisible();
  if (!(await day.isVisible())) await page.getByRole('button', { name: 'Next month' }).click();
  await day.click();
  await dialog.getByText('Last recorded: 48,210 mi').click();
  await expect(dialog.getByRole('button', { name: 'Promised' })).toContainText('5:00 PM');
  await dialog.getByRole('button', { name: 'Check in' }).click();

  await expect(page).toHaveURL(/\/admin\/job-orders\/[0-9a-f-]{36}$/);
  const jobOrderPath = new URL(page.url()).pathname;
  const detail = await getJson<{ jobOrder: { id: string; number: number } | null }>(
    page.request,
    `/api/v1/appointments/${booking.id}`,
  );
  expect(jobOrderPath).toBe(`/admin/job-orders/${detail.jobOrder?.id}`);
  const number = jobOrderId(detail.jobOrder?.number ?? 0);
  await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible();
  const jobOrder = await getJson<{
    mileageIn: number | null;
    promisedAt: string | null;
    concern: string | null;
    timeZone: string;
  }>(page.request, `/api/v1/job-orders/${detail.jobOrder?.id}`);
  expect(jobOrder).toMatchObject({ mileageIn: 48_262, concern: 'Grinding noise when braking' });
  expect(
    new Date(jobOrder.promisedAt ?? '').toLocaleTimeString('en-US', {
      timeZone: jobOrder.timeZone,
    }),
  ).toBe('5:00:00 PM');

  await page.goto(`/admin/calendar/bookings/${booking.id}`);
  await page.getByRole('link', { name: `Job order ${number}` }).click();
  await expect(page).toHaveURL(jobOrderPath);
  await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible();
});
