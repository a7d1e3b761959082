import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect } from '../../fixtures.ts';
import { apiSignIn } from '../auth/auth-helpers.ts';
import { DEMO_SHOP, getJson, newCarOwner } from '../client-area/client-area-helpers.ts';
import { uniqueWord } from '../workspace/workspace-helpers.ts';

export const STAFF = 'owner@pitstop.test';

type Service = { id: string; name: string; durationMinutes: number };
type Slots = {
  timeZone: string;
  durationMinutes: number;
  days: { date: string; slots: { startsAt: string; time: string; freeMechanics: number }[] }[];
};

/** An API context signed in as the demo shop's admin, for seeding through the API. */
export async function staffRequest(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  await apiSignIn(context.request, baseURL, STAFF);
  return { request: context.request, close: () => context.close() };
}

/** The shop's active services by name. */
export async function servicesByName(request: APIRequestContext): Promise<Map<string, Service>> {
  const services = await getJson<Service[]>(request, '/api/v1/services');
  return new Map(services.map((service) => [service.name, service]));
}

/** Two services of the demo catalogue, the first shorter than a morning. */
export async function twoServices(request: APIRequestContext): Promise<[Service, Service]> {
  const services = [...(await servicesByName(request)).values()]
    .filter((service) => service.durationMinutes <= 120)
    .sort((a, b) => a.name.localeCompare(b.name));
  const [first, second] = services;
  if (!first || !second) throw new Error('the demo shop needs two short services');
  return [first, second];
}

/**
 * The first day from tomorrow on (within two weeks) with free slots for these services, and
 * its slots, as the server offers them.
 */
export async function freeDay(
  request: APIRequestContext,
  serviceIds: string[],
  mechanicId = 'any',
): Promise<{ timeZone: string; date: string; slots: Slots['days'][number]['slots'] }> {
  const today = new Date();
  const from = new Date(today.getTime() + 24 * 3600_000).toISOString().slice(0, 10);
  const to = new Date(today.getTime() + 15 * 24 * 3600_000).toISOString().slice(0, 10);
  const slots = await getJson<Slots>(
    request,
    `/api/v1/booking-slots?serviceIds=${serviceIds.join(',')}&from=${from}&to=${to}&mechanicId=${mechanicId}`,
  );
  // The soonest day with several free times, so the slot a test picks is not the only one.
  const day = slots.days.find((entry) => entry.slots.length >= 4);
  if (!day) throw new Error(`no free day between ${from} and ${to}`);
  return { timeZone: slots.timeZone, date: day.date, slots: day.slots };
}

/** A new client of the demo shop with one vehicle (a unique name, so searches find only it). */
export async function newClientWithVehicle(
  request: APIRequestContext,
  baseURL: string,
  prefix = 'Booker',
): Promise<{ id: string; name: string; phone: string; vehicleId: string; plate: string }> {
  const name = `${prefix} ${uniqueWord('Test')}`;
  const phone = `+1555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  const created = await request.post('/api/v1/clients', {
    headers: { origin: baseURL },
    data: { name, phone },
  });
  expect(created.status(), await created.text()).toBe(201);
  const client = (await created.json()) as { id: string };
  const plate = uniqueWord('P').toUpperCase().slice(0, 8);
  const vehicle = await request.post('/api/v1/vehicles', {
    headers: { origin: baseURL },
    data: {
      clientId: client.id,
      make: 'Honda',
      model: 'Civic',
      year: 2019,
      registrationNumber: plate,
    },
  });
  expect(vehicle.status(), await vehicle.text()).toBe(201);
  return {
    id: client.id,
    name,
    phone,
    vehicleId: ((await vehicle.json()) as { id: string }).id,
    plate,
  };
}

export type Booking = { id: string; number: number; status: string };

/** A booking made by staff through the API. */
export async function bookThroughApi(
  request: APIRequestContext,
  baseURL: string,
  body: {
    clientId: string;
    vehicleId: string | null;
    serviceIds: string[];
    startsAt: string;
    mechanicId?: string | null;
    bookAnyway?: boolean;
  },
): Promise<Booking> {
  const response = await request.post('/api/v1/appointments', {
    headers: { origin: baseURL },
    data: { mechanicId: 'any', ...body },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Booking;
}

/**
 * A staff booking at the first (or last) free slot of the soonest free day. The other worker's
 * tests book the same shop meanwhile, so a slot taken between reading and booking (409) is
 * read again rather than failing a test about something else.
 */
export async function bookFreeSlot(
  request: APIRequestContext,
  baseURL: string,
  body: { clientId: string; vehicleId: string | null; serviceIds: string[]; notes?: string },
  pick: 'first' | 'last' = 'first',
): Promise<Booking> {
  for (let attempt = 1; ; attempt += 1) {
    const day = await freeDay(request, body.serviceIds);
    const slot = pick === 'first' ? day.slots[0] : day.slots.at(-1);
    const response = await request.post('/api/v1/appointments', {
      headers: { origin: baseURL },
      data: { mechanicId: 'any', ...body, startsAt: slot?.startsAt },
    });
    if (response.status() === 409 && attempt < 5) continue;
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as Booking;
  }
}

/** "REQ001" of a booking number, as the app shows it. */
export function requestId(number: number): string {
  return `REQ${String(number).padStart(3, '0')}`;
}

/** "25 November 2026": the accessible name of a day of Mantine's date picker. */
export function dayLabel(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const monthName = new Date(Date.UTC(year ?? 2000, (month ?? 1) - 1, 1)).toLocaleString('en-GB', {
    month: 'long',
    timeZone: 'UTC',
  });
  return `${day} ${monthName} ${year}`;
}

/** Picks `date` on the booking date picker, moving to the next month when needed. */
export async function pickDate(page: Page, date: string) {
  const day = page.getByRole('button', { name: dayLabel(date), exact: true });
  if (!(await day.isVisible())) await page.getByRole('button', { name: 'Next month' }).click();
  await day.click();
}

/** Chooses a client in the Add Appointment form by typing part of their name. */
export async function chooseClient(page: Page, name: string) {
  const select = page.getByRole('combobox', { name: 'Client' });
  await select.fill(name);
  await page.getByRole('option', { name }).click();
}

/** Chooses services in the Add Appointment form's multi-select. */
export async function chooseServices(page: Page, names: string[]) {
  const select = page.getByRole('combobox', { name: 'Services' });
  for (const name of names) {
    await select.click();
    await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(name)} \\(`) }).click();
  }
  await page.keyboard.press('Escape');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** "Dec 1, 2026": how pages write a calendar day (YYYY-MM-DD) of the demo shop. */
export function dayText(date: string): string {
  const [year = 2000, month = 1, day = 1] = date.split('-').map(Number);
  const name = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-US', {
    month: 'short',
    timeZone: 'UTC',
  });
  return `${name} ${day}, ${year}`;
}

/** "9:00 AM": how the slot grid shows a wall-clock "HH:mm". */
export function slotLabel(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * A new car owner, client of the demo shop with a vehicle, signed in on `page` (their own
 * context), ready to book online.
 */
export async function carOwnerWithVehicle(
  page: Page,
  baseURL: string,
): Promise<{ shopId: string; vehicleId: string }> {
  const owner = await newCarOwner(page, baseURL, { shop: DEMO_SHOP });
  const vehicle = await page.request.post('/api/v1/portal/vehicles', {
    headers: { origin: baseURL },
    data: { clientId: owner.clientId, make: 'Mazda', model: '3', year: 2021 },
  });
  expect(vehicle.status(), await vehicle.text()).toBe(201);
  const workshops = await getJson<{ id: string; name: string }[]>(
    page.request,
    '/api/v1/portal/booking-workshops',
  );
  const shop = workshops.find((workshop) => workshop.name === DEMO_SHOP);
  if (!shop) throw new Error('the demo shop does not take online bookings');
  return { shopId: shop.id, vehicleId: ((await vehicle.json()) as { id: string }).id };
}

/** A booking the car owner signed in on `request` makes online (pending at the demo shop). */
export async function bookOnline(
  request: APIRequestContext,
  baseURL: string,
  body: { shopId: string; vehicleId: string; serviceIds: string[]; startsAt: string },
): Promise<Booking> {
  const response = await request.post('/api/v1/portal/bookings', {
    headers: { origin: baseURL },
    data: { ...body, notes: 'Booked online in a browser test' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Booking;
}
