import { expect, test } from '../../fixtures.ts';
import { apiSignIn } from '../auth/auth-helpers.ts';
import { DEMO_SHOP, newCarOwner } from '../client-area/client-area-helpers.ts';
import { publicService, publicWorkshop } from './owner-booking-helpers.ts';

test('inside the shop’s cut-off the owner is told why the booking can no longer change online', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow();
  const owner = await newCarOwner(page, baseURL as string, { shop: DEMO_SHOP });
  const shop = await publicWorkshop(page.request, DEMO_SHOP);
  const service = await publicService(page.request, shop.id, 'Conventional Oil Change');
  const vehicle = await page.request.post('/api/v1/portal/vehicles', {
    headers: { origin: baseURL as string },
    data: { clientId: owner.clientId, make: 'Subaru', model: 'Outback', year: 2017 },
  });
  expect(vehicle.status(), await vehicle.text()).toBe(201);

  // The front desk books them in three hours from now (whatever the hours: "book anyway").
  const staff = await playwright.request.newContext({ baseURL: baseURL as string });
  await apiSignIn(staff, baseURL as string, 'frontdesk@pitstop.test');
  const startsAt = new Date(Math.ceil((Date.now() + 3 * 3_600_000) / 3_600_000) * 3_600_000);
  const created = await staff.post('/api/v1/appointments', {
    headers: { origin: baseURL as string },
    data: {
      clientId: owner.clientId,
      vehicleId: ((await vehicle.json()) as { id: string }).id,
      serviceIds: [service.id],
      mechanicId: null,
      startsAt: startsAt.toISOString(),
      notes: null,
      bookAnyway: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = (await created.json()) as { id: string };
  await staff.dispose();

  await page.goto('/client/bookings');
  await page.getByRole('region', { name: 'Upcoming' }).getByRole('link').first().click();
  await expect(page).toHaveURL(`/client/bookings/${booking.id}`);
  const change = page.getByRole('region', { name: 'Change this booking' });
  await expect(change).toContainText(
    `Bookings can be changed or cancelled online until 24 hours before they start. Please contact ${DEMO_SHOP} to change this one.`,
  );
  await expect(change.getByRole('button', { name: 'Reschedule' })).toBeDisabled();
  await expect(change.getByRole('button', { name: 'Cancel booking' })).toBeDisabled();

  // The API refuses the same, whatever the page shows.
  const refused = await page.request.post(`/api/v1/portal/bookings/${booking.id}/cancel`, {
    headers: { origin: baseURL as string },
    data: { reason: 'Too late?' },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { detail: string }).detail).toContain('24 hours');
});
