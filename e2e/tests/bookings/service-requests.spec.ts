import { expect, test } from '../../fixtures.ts';
import { signIn } from '../auth/auth-helpers.ts';
import {
  bookOnline,
  carOwnerWithVehicle,
  dayText,
  freeDay,
  requestId,
  STAFF,
  slotLabel,
  twoServices,
} from './booking-helpers.ts';

test('a car owner books online; the Service Requests panel shows it live, and staff open and confirm it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const owner = await carOwnerWithVehicle(page, baseURL as string);

  // Staff have the dashboard open while the booking is made.
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await signIn(staff, STAFF);
  await staff.waitForURL('**/admin');
  const panel = staff.getByRole('region', { name: 'Service Requests' });
  await expect(panel.getByRole('heading', { name: 'Service Requests' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'View All' })).toHaveAttribute(
    'href',
    '/admin/calendar/bookings?status=pending&when=all',
  );
  for (const column of ['Request ID', 'Customer', 'Service', 'Date & Time', 'Status', 'Action']) {
    await expect(panel.getByRole('columnheader', { name: column })).toBeVisible();
  }

  const [service] = await twoServices(staff.request);
  const day = await freeDay(staff.request, [service.id]);
  const slot = day.slots[0];
  if (!slot) throw new Error('no slot');
  const booking = await bookOnline(page.request, baseURL as string, {
    ...owner,
    serviceIds: [service.id],
    startsAt: slot.startsAt,
  });

  // Arrives without a reload, pending, with the time as `Dec 1, 2026 at 10:00 AM`.
  const row = panel.getByTestId('service-request').filter({ hasText: requestId(booking.number) });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText(service.name);
  await expect(row).toContainText('Pending');
  await expect(row).toContainText(`${dayText(day.date)} at ${slotLabel(slot.time)}`);

  await row.getByRole('link', { name: 'View Details' }).click();
  await expect(staff).toHaveURL(`/admin/calendar/bookings/${booking.id}`);
  await expect(staff.getByRole('region', { name: 'Booking' })).toContainText('Booked online');
  await staff
    .getByRole('group', { name: 'Booking actions' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(staff.locator('[data-status]').first()).toHaveText('Confirmed');

  // Back on the dashboard the request has left the pending requests the panel lists first.
  await staff.goBack();
  await expect(panel.getByTestId('service-request').first()).toBeVisible();
  await expect(row.filter({ hasText: 'Pending' })).toHaveCount(0);
  await staffContext.close();
});
