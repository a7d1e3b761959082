import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '../../fixtures.ts';
import { getJson } from '../client-area/client-area-helpers.ts';

type Named = { id: string; name: string };
type WeeklyHours = { weekday: number; start: string; end: string }[];
type Availability = {
  timeZone: string;
  openingHours: WeeklyHours;
  mechanics: (Named & { hours: WeeklyHours | null })[];
};
type Slots = {
  days: { date: string; slots: { startsAt: string; time: string; freeMechanics: number }[] }[];
};

/** What a test books: one mechanic, one service, one client's vehicle of the demo workshop. */
export type BookingSeed = {
  mechanic: Named;
  service: Named;
  client: Named;
  vehicleId: string;
};

/**
 * A Monday-to-Friday date at least `daysAhead` days from today: past the demo's two booked weeks
 * and inside the booking horizon, so each test has a quiet day of its own.
 */
export function weekdayAhead(daysAhead: number): string {
  const date = new Date(Date.now() + daysAhead * 86_400_000);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The demo workshop's `mechanicIndex`-th mechanic of those working every weekday morning (the
 * index wraps around; each test books a day of its own), a one-hour service and the
 * `vehicleIndex`-th vehicle in use (its owner is the client).
 */
export async function bookingSeed(
  request: APIRequestContext,
  options: { vehicleIndex: number; mechanicIndex?: number },
): Promise<BookingSeed> {
  const today = new Date().toISOString().slice(0, 10);
  const availability = await getJson<Availability>(
    request,
    `/api/v1/availability?from=${today}&to=${today}`,
  );
  // Only mechanics who work every weekday morning: the tests book 09:00–12:00 on a weekday.
  const worksWeekdayMornings = (hours: WeeklyHours) =>
    [1, 2, 3, 4, 5].every((weekday) =>
      hours.some(
        (range) => range.weekday === weekday && range.start <= '09:00' && range.end >= '12:00',
      ),
    );
  const working = availability.mechanics.filter((entry) =>
    worksWeekdayMornings(entry.hours ?? availability.openingHours),
  );
  const mechanic = working[(options.mechanicIndex ?? 0) % Math.max(working.length, 1)];
  expect(mechanic, 'a demo mechanic').toBeTruthy();
  const services = await getJson<(Named & { durationMinutes: number; active: boolean })[]>(
    request,
    '/api/v1/services',
  );
  const service = services.find((entry) => entry.active && entry.durationMinutes === 60);
  expect(service, 'a one-hour service').toBeTruthy();
  const vehicles = await getJson<{
    items: { id: string; clientId: string; ownerName: string; status: string }[];
  }>(request, '/api/v1/vehicles?limit=50');
  // A sold vehicle cannot be booked.
  const vehicle = vehicles.items.filter((entry) => entry.status === 'active')[options.vehicleIndex];
  expect(vehicle, 'a demo vehicle').toBeTruthy();
  return {
    mechanic: { id: mechanic?.id ?? '', name: mechanic?.name ?? '' },
    service: { id: service?.id ?? '', name: service?.name ?? '' },
    client: { id: vehicle?.clientId ?? '', name: vehicle?.ownerName ?? '' },
    vehicleId: vehicle?.id ?? '',
  };
}

/** The free slots the server offers the seed's mechanic on `date`. */
export async function offeredSlots(request: APIRequestContext, seed: BookingSeed, date: string) {
  const slots = await getJson<Slots>(
    request,
    `/api/v1/booking-slots?serviceIds=${seed.service.id}&from=${date}&to=${date}&mechanicId=${seed.mechanic.id}`,
  );
  return slots.days.flatMap((day) => day.slots);
}

/** The start instant of the free slot at `time` (shop wall clock, "HH:mm") on `date`. */
export async function freeSlot(
  request: APIRequestContext,
  seed: BookingSeed,
  date: string,
  time: string,
): Promise<string> {
  const slot = (await offeredSlots(request, seed, date)).find((entry) => entry.time === time);
  expect(slot, `a free slot at ${date} ${time}`).toBeTruthy();
  return slot?.startsAt ?? '';
}

/** Books the seed's client, vehicle, service and mechanic at `startsAt` through the API. */
export async function book(
  request: APIRequestContext,
  baseURL: string,
  seed: BookingSeed,
  startsAt: string,
): Promise<{ id: string }> {
  const response = await request.post('/api/v1/appointments', {
    headers: { origin: baseURL },
    data: {
      clientId: seed.client.id,
      vehicleId: seed.vehicleId,
      serviceIds: [seed.service.id],
      mechanicId: seed.mechanic.id,
      startsAt,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

/** A booking on the calendar, by its start ("9:00 AM") and client. */
export function booking(page: Page, time: string, client: string): Locator {
  return page.getByRole('button', { name: new RegExp(`^${time} ${client}\\b`) });
}

/** The day view's slot of a mechanic's row starting at `time` ("HH:mm"). */
export function daySlot(page: Page, mechanic: string, date: string, time: string): Locator {
  return page.getByRole('button', { name: new RegExp(`^Time slot ${mechanic} ${date} ${time}`) });
}
