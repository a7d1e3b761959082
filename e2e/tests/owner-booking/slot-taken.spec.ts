import { expect, test } from '../../fixtures.ts';
import { apiSignIn, createConfirmedUser, uniqueEmail } from '../auth/auth-helpers.ts';
import { DEMO_SHOP, getJson, newCarOwner } from '../client-area/client-area-helpers.ts';
import { uniqueWord } from '../workspace/workspace-helpers.ts';
import {
  freeSlots,
  joinWorkshopAs,
  publicService,
  publicWorkshop,
  type Slots,
} from './owner-booking-helpers.ts';

const SERVICE = 'Brake Fluid Flush';
const SLOT_TAKEN = 'That time was just taken — please pick another slot.';

// The lost race is a 409, which the browser logs.
test.use({ allowedConsoleErrors: [/status of 409/] });

test('a slot taken while the owner was confirming is refused with fresh times to pick from', async ({
  page,
  playwright,
  baseURL,
}) => {
  // A whole visit: new accounts, mails and several pages.
  test.slow();
  const owner = await newCarOwner(page, baseURL as string, { shop: DEMO_SHOP });
  const shop = await publicWorkshop(page.request, DEMO_SHOP);
  const service = await publicService(page.request, shop.id, SERVICE);
  const vehicle = await page.request.post('/api/v1/portal/vehicles', {
    headers: { origin: baseURL as string },
    data: { clientId: owner.clientId, make: 'Ford', model: 'Focus', year: 2018 },
  });
  expect(vehicle.status(), await vehicle.text()).toBe(201);
  const vehicleId = ((await vehicle.json()) as { id: string }).id;

  // The flow's state is in the URL: straight to the time step with everything else chosen.
  // A day over a week ahead (the other tests book sooner), its last time.
  const ahead = (await freeSlots(page.request, shop.id, [service.id], 40)).days.filter(
    (day) => day.slots.length > 0 && Date.parse(day.date) > Date.now() + 8 * 86_400_000,
  )[0];
  expect(ahead, 'a free day over a week ahead').toBeTruthy();
  await page.goto(
    `/book?shop=${shop.id}&services=${service.id}&vehicle=${vehicleId}&date=${ahead?.date}&step=time`,
  );
  const times = page.getByRole('group', { name: /^Free times on / });
  const last = times.getByRole('button').last();
  const time = (await last.textContent()) ?? '';
  await last.click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Your booking' })).toContainText(time);

  // Meanwhile another car owner books that time until no mechanic is left for it.
  const rival = await playwright.request.newContext({ baseURL: baseURL as string });
  const other = await createConfirmedUser(rival, baseURL as string, {
    email: uniqueEmail('rival'),
    lastName: uniqueWord('Rival'),
  });
  await apiSignIn(rival, baseURL as string, other.email, other.password);
  const rivalClient = await joinWorkshopAs(rival, baseURL as string, shop.id);
  const startsAt = new URL(page.url()).searchParams.get('slot');
  const date = new URL(page.url()).searchParams.get('date') as string;
  const stillFree = async () => {
    const slots = await getJson<Slots>(
      rival,
      `/api/v1/public/workshops/${shop.id}/booking-slots?serviceIds=${service.id}&from=${date}&to=${date}`,
    );
    return slots.days.some((day) => day.slots.some((slot) => slot.startsAt === startsAt));
  };
  // Each booking takes one free mechanic: a few are enough to fill the time.
  for (let booked = 0; await stillFree(); booked++) {
    expect(booked, 'bookings it took to fill the time').toBeLessThan(10);
    const car = await rival.post('/api/v1/portal/vehicles', {
      headers: { origin: baseURL as string },
      data: { clientId: rivalClient, make: 'Kia', model: 'Rio', year: 2020 },
    });
    expect(car.status(), await car.text()).toBe(201);
    const response = await rival.post('/api/v1/portal/bookings', {
      headers: { origin: baseURL as string },
      data: {
        shopId: shop.id,
        vehicleId: ((await car.json()) as { id: string }).id,
        serviceIds: [service.id],
        startsAt,
        notes: null,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  await rival.dispose();

  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('alert').filter({ hasText: SLOT_TAKEN })).toBeVisible();
  await expect(page).toHaveURL(/step=time/);
  await expect(times.getByRole('button', { name: time, exact: true })).toHaveCount(0);
  await expect(times.getByRole('button').first()).toBeVisible();
});
