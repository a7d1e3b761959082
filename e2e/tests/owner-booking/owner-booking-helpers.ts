import type { APIRequestContext } from '@playwright/test';
import { expect } from '../../fixtures.ts';
import { getJson } from '../client-area/client-area-helpers.ts';

export type Slots = {
  timeZone: string;
  durationMinutes: number;
  days: { date: string; slots: { startsAt: string; time: string; freeMechanics: number }[] }[];
};

/** A workshop that takes online bookings, by name, from the public list. */
export async function publicWorkshop(request: APIRequestContext, name: string) {
  const workshops = await getJson<{ id: string; name: string; cutoffHours: number }[]>(
    request,
    '/api/v1/public/workshops',
  );
  const shop = workshops.find((workshop) => workshop.name === name);
  expect(shop, `public workshop ${name}`).toBeTruthy();
  return shop as { id: string; name: string; cutoffHours: number };
}

/** A service the workshop offers online, by name. */
export async function publicService(request: APIRequestContext, shopId: string, name: string) {
  const services = await getJson<{ id: string; name: string }[]>(
    request,
    `/api/v1/public/workshops/${shopId}/services`,
  );
  const service = services.find((entry) => entry.name === name);
  expect(service, `service ${name}`).toBeTruthy();
  return service as { id: string; name: string };
}

/** The free slots of the next `days` days (the shop's dates), as the booking flow reads them. */
export async function freeSlots(
  request: APIRequestContext,
  shopId: string,
  serviceIds: string[],
  days = 30,
): Promise<Slots> {
  const from = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return getJson<Slots>(
    request,
    `/api/v1/public/workshops/${shopId}/booking-slots?serviceIds=${serviceIds.join(',')}&from=${from}&to=${to}`,
  );
}

/**
 * A booking of `serviceName` at the first free time of a day two days or more ahead, made through the API by the car owner
 * signed in on `request` (a client of `shopName` with `clientId`); a vehicle is added for it.
 */
export async function seedBooking(
  request: APIRequestContext,
  baseURL: string,
  options: { shopName: string; clientId: string; serviceName: string; slotIndex?: number },
) {
  const shop = await publicWorkshop(request, options.shopName);
  const service = await publicService(request, shop.id, options.serviceName);
  const vehicle = await request.post('/api/v1/portal/vehicles', {
    headers: { origin: baseURL },
    data: { clientId: options.clientId, make: 'Mazda', model: 'CX-5', year: 2021 },
  });
  expect(vehicle.status(), await vehicle.text()).toBe(201);
  const vehicleId = ((await vehicle.json()) as { id: string }).id;
  const slots = await freeSlots(request, shop.id, [service.id]);
  // Well after the shop's cut-off (24 h), so the owner may still change it.
  const later = Date.now() + 48 * 3_600_000;
  const day = slots.days.find(
    (entry) => entry.slots.length > 1 && Date.parse(entry.slots[0]?.startsAt ?? '') > later,
  );
  const slot = day?.slots[options.slotIndex ?? 0];
  expect(slot, 'a free slot').toBeTruthy();
  const created = await request.post('/api/v1/portal/bookings', {
    headers: { origin: baseURL },
    data: {
      shopId: shop.id,
      vehicleId,
      serviceIds: [service.id],
      startsAt: slot?.startsAt,
      notes: null,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = (await created.json()) as { id: string };
  return { id: booking.id, shop, service, vehicleId, slots, day: day as Slots['days'][number] };
}

/** The car owner signed in on `request` becomes a client of the workshop; their record's id. */
export async function joinWorkshopAs(request: APIRequestContext, baseURL: string, shopId: string) {
  const joined = await request.post('/api/v1/portal/workshops', {
    headers: { origin: baseURL },
    data: { shopId },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  return ((await joined.json()) as { id: string }).id;
}

/** A calendar day's accessible name in the slot picker: "Saturday, November 28, 2026". */
export function dayLabel(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The middle one of a list (tests spread over the day so they do not race for one slot). */
export function middle<T>(items: T[]): T | undefined {
  return items[Math.floor(items.length / 2)];
}
