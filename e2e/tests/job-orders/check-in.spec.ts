import { expect, test } from '../../fixtures.ts';
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

test('checking in a booking opens its job order there, and the booking links to it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const staff = await staffRequest(browser, baseURL as string);
  const client = await newClientWithVehicle(staff.request, baseURL as string, 'Checkin');
  const [service] = await twoServices(staff.request);
  // Staff bookings start confirmed: ready to check in.
  const booking = await bookFreeSlot(staff.request, baseURL as string, {
    clientId: client.id,
    vehicleId: client.vehicleId,
    serviceIds: [service.id],
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

  await expect(page).toHaveURL(/\/admin\/job-orders\/[0-9a-f-]{36}$/);
  const jobOrderPath = new URL(page.url()).pathname;
  const detail = await getJson<{ jobOrder: { id: string; number: number } | null }>(
    page.request,
    `/api/v1/appointments/${booking.id}`,
  );
  expect(jobOrderPath).toBe(`/admin/job-orders/${detail.jobOrder?.id}`);
  const number = jobOrderId(detail.jobOrder?.number ?? 0);
  await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible();

  await page.goto(`/admin/calendar/bookings/${booking.id}`);
  await page.getByRole('link', { name: `Job order ${number}` }).click();
  await expect(page).toHaveURL(jobOrderPath);
  await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible();
});
