import { expect, test } from '../../fixtures.ts';
import { seriousViolations } from '../accessibility.ts';
import { signIn } from '../auth/auth-helpers.ts';
import {
  bookFreeSlot,
  chooseClient,
  chooseServices,
  freeDay,
  newClientWithVehicle,
  pickDate,
  STAFF,
  twoServices,
} from './booking-helpers.ts';

test.describe('in the light and dark colour schemes', () => {
  test('Add Appointment, a booking and Manage Bookings have no serious or critical violations', async ({
    page,
    baseURL,
  }) => {
    // axe over three screens is slow on a shared 2-core machine.
    test.slow();
    await signIn(page, STAFF);
    await page.waitForURL('**/admin');
    const client = await newClientWithVehicle(page.request, baseURL as string);
    const [service] = await twoServices(page.request);
    const day = await freeDay(page.request, [service.id]);

    await page.goto('/admin/calendar/new');
    await chooseClient(page, client.name);
    await chooseServices(page, [service.name]);
    await pickDate(page, day.date);
    await expect(page.getByRole('button', { name: / (AM|PM)$/ }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const booking = await bookFreeSlot(page.request, baseURL as string, {
      clientId: client.id,
      vehicleId: client.vehicleId,
      serviceIds: [service.id],
    });
    await page.goto(`/admin/calendar/bookings/${booking.id}`);
    await expect(page.getByTestId('history-entry').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/admin/calendar/bookings?search=${encodeURIComponent(client.name)}`);
    await expect(page.getByTestId('booking-row')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
