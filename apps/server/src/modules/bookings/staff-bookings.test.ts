import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/shops.ts';
import { appointments, jobOrders } from '../../db/schema/workshop.ts';
import { apiAs, type Session, signUpStaff } from '../../test/api-helpers.ts';
import { appointmentSeeder } from '../../test/appointment-seed.ts';
import { createShopAdmin, latestMail, signUpAndSignIn } from '../../test/auth-helpers.ts';
import { createTestApp } from '../../test/test-app.ts';

type Summary = {
  id: string;
  number: number;
  status: string;
  source: string;
  startsAt: string;
  endsAt: string;
  client: { id: string; name: string; phone: string | null };
  vehicle: { id: string; label: string; registrationNumber: string | null } | null;
  serviceSummary: string;
  mechanic: { id: string; name: string } | null;
};
type Page = { items: Summary[]; nextCursor: string | null };

let harness: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof createShopAdmin>>;
let otherShop: Awaited<ReturnType<typeof createShopAdmin>>;
let manager: Session;
let frontDesk: Session;
let mia: Session & { id: string };
let max: Session & { id: string };
let owner: Session;
let seed: ReturnType<typeof appointmentSeeder>;
const ids = {} as Record<
  'ann' | 'bob' | 'annCar' | 'bobCar' | 'oil' | 'tires' | 'brakes' | 'foreignClient',
  string
>;
/** Appointments by name: a (Ann, Mia, pending, online) … f (another shop). */
const appt = {} as Record<'a' | 'b' | 'c' | 'd' | 'e' | 'f', { id: string; number: number }>;
const as = (session: Session) => apiAs(harness.app, session);

async function list(session: Session, query = ''): Promise<Page> {
  const response = await as(session).get(`/appointments${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
}

const numbersOf = (page: { items: Summary[] }) => page.items.map((item) => item.number);

beforeAll(async () => {
  harness = await createTestApp();
  seed = appointmentSeeder(harness.database);
  admin = await createShopAdmin(harness.app, {
    email: 'admin@bookings.test',
    shopName: 'Bookings Garage',
  });
  otherShop = await createShopAdmin(harness.app, {
    email: 'admin@rival.test',
    shopName: 'Rival Garage',
  });
  manager = await signUpStaff(harness.app, {
    email: 'manager@bookings.test',
    shopId: admin.shopId,
    role: 'manager',
  });
  frontDesk = await signUpStaff(harness.app, {
    email: 'desk@bookings.test',
    shopId: admin.shopId,
    role: 'front_desk',
  });
  mia = await signUpStaff(harness.app, {
    email: 'mia@bookings.test',
    shopId: admin.shopId,
    role: 'mechanic',
  });
  max = await signUpStaff(harness.app, {
    email: 'max@bookings.test',
    shopId: admin.shopId,
    role: 'mechanic',
  });
  await harness.database.db
    .update(profiles)
    .set({ fullName: 'Mia Mechanic' })
    .where(eq(profiles.id, mia.id));
  owner = await signUpAndSignIn(harness.app, { email: 'owner@bookings.test' });

  const shopId = admin.shopId;
  ids.ann = await seed.client(shopId, { name: 'Ann Archer', phone: '+1 (555) 201-3344' });
  ids.bob = await seed.client(shopId, { name: 'Bob Baker', phone: '+1 555 777 8899' });
  ids.annCar = await seed.vehicle(shopId, ids.ann, {
    make: 'Toyota',
    model: 'RAV4',
    year: 2019,
    registrationNumber: 'ABC-123',
  });
  ids.bobCar = await seed.vehicle(shopId, ids.bob, {
    make: 'Ford',
    model: 'Focus',
    registrationNumber: 'XYZ 987',
  });
  ids.oil = await seed.service(shopId, 'Oil Change');
  ids.tires = await seed.service(shopId, 'Tire Rotation');
  ids.brakes = await seed.service(shopId, 'Brake Check');
  ids.foreignClient = await seed.client(otherShop.shopId, { name: 'Ann Abroad' });

  const oil = { id: ids.oil, name: 'Oil Change' };
  const tires = { id: ids.tires, name: 'Tire Rotation' };
  const brakes = { id: ids.brakes, name: 'Brake Check' };
  // Shop time: America/Chicago (UTC−6 in December).
  appt.a = await seed.appointment({
    shopId,
    clientId: ids.ann,
    vehicleId: ids.annCar,
    mechanicId: mia.id,
    startsAt: '2026-12-01T16:00:00Z',
    endsAt: '2026-12-01T18:00:00Z',
    source: 'online',
    services: [oil, tires],
  });
  appt.b = await seed.appointment({
    shopId,
    clientId: ids.bob,
    vehicleId: ids.bobCar,
    mechanicId: max.id,
    startsAt: '2026-12-01T17:00:00Z',
    endsAt: '2026-12-01T18:00:00Z',
    status: 'confirmed',
    services: [brakes],
  });
  // 23:00 on Dec 1 in Chicago, Dec 2 in UTC.
  appt.c = await seed.appointment({
    shopId,
    clientId: ids.bob,
    startsAt: '2026-12-02T05:00:00Z',
    endsAt: '2026-12-02T06:00:00Z',
    services: [oil],
  });
  appt.d = await seed.appointment({
    shopId,
    clientId: ids.ann,
    mechanicId: mia.id,
    startsAt: '2026-12-03T15:00:00Z',
    endsAt: '2026-12-03T16:00:00Z',
    status: 'confirmed',
    source: 'online',
    services: [brakes],
  });
  appt.e = await seed.appointment({
    shopId,
    clientId: ids.ann,
    mechanicId: max.id,
    startsAt: '2026-12-05T15:00:00Z',
    endsAt: '2026-12-05T16:00:00Z',
    status: 'completed',
    services: [oil],
  });
  appt.f = await seed.appointment({
    shopId: otherShop.shopId,
    clientId: ids.foreignClient,
    startsAt: '2026-12-01T16:00:00Z',
    endsAt: '2026-12-01T17:00:00Z',
  });
}, 120_000);
afterAll(() => harness?.close());

describe('GET /appointments/:id', () => {
  it('shows a booking with its services, client, vehicle, mechanic, history and time zone', async () => {
    const response = await as(frontDesk).get(`/appointments/${appt.a.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: appt.a.id,
      number: appt.a.number,
      status: 'pending',
      source: 'online',
      startsAt: '2026-12-01T16:00:00.000Z',
      endsAt: '2026-12-01T18:00:00.000Z',
      client: { id: ids.ann, name: 'Ann Archer', phone: '+1 (555) 201-3344' },
      vehicle: { id: ids.annCar, label: '2019 Toyota RAV4', registrationNumber: 'ABC-123' },
      serviceSummary: 'Oil Change, Tire Rotation',
      services: [
        { id: ids.oil, name: 'Oil Change', durationMinutes: 60, price: '49.90' },
        { id: ids.tires, name: 'Tire Rotation', durationMinutes: 60, price: '49.90' },
      ],
      mechanic: { id: mia.id, name: 'Mia Mechanic' },
      history: [],
      timeZone: 'America/Chicago',
    });
  });

  it("answers 404 for another shop's booking and for a mechanic's colleague's", async () => {
    expect((await as(admin).get(`/appointments/${appt.f.id}`)).statusCode).toBe(404);
    expect((await as(otherShop).get(`/appointments/${appt.a.id}`)).statusCode).toBe(404);
    expect((await as(max).get(`/appointments/${appt.a.id}`)).statusCode).toBe(404);
    expect((await as(mia).get(`/appointments/${appt.a.id}`)).statusCode).toBe(200);
    expect((await as(manager).get(`/appointments/${appt.a.id}`)).statusCode).toBe(200);
  });

  it('refuses car owners and signed-out callers, and names a malformed id', async () => {
    expect((await as(owner).get(`/appointments/${appt.a.id}`)).statusCode).toBe(403);
    expect((await harness.app.inject(`/api/v1/appointments/${appt.a.id}`)).statusCode).toBe(401);
    const bad = await as(admin).get('/appointments/nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'params.id', message: 'Not an appointment id' }]);
  });
});

describe('GET /appointments (Manage Bookings)', () => {
  it("lists the shop's bookings in start order, or newest first", async () => {
    expect(numbersOf(await list(admin))).toEqual(
      [appt.a, appt.b, appt.c, appt.d, appt.e].map((a) => a.number),
    );
    expect(numbersOf(await list(admin, '?order=desc'))).toEqual(
      [appt.e, appt.d, appt.c, appt.b, appt.a].map((a) => a.number),
    );
    expect(numbersOf(await list(otherShop))).toEqual([appt.f.number]);
  });

  it('searches client name, phone digits, plate and request number', async () => {
    const search = async (text: string) =>
      numbersOf(await list(admin, `?search=${encodeURIComponent(text)}`));
    expect(await search('archer')).toEqual([appt.a.number, appt.d.number, appt.e.number]);
    expect(await search('555 777')).toEqual([appt.b.number, appt.c.number]);
    expect(await search('2013344')).toEqual([appt.a.number, appt.d.number, appt.e.number]);
    expect(await search('xyz987')).toEqual([appt.b.number]);
    expect(await search('abc 123')).toEqual([appt.a.number]);
    expect(await search(`REQ${String(appt.c.number).padStart(3, '0')}`)).toEqual([appt.c.number]);
    expect(await search('nobody')).toEqual([]);
  });

  it('filters by status, source, mechanic (or unassigned) and local dates', async () => {
    expect(numbersOf(await list(admin, '?status=confirmed'))).toEqual([
      appt.b.number,
      appt.d.number,
    ]);
    expect(numbersOf(await list(admin, '?source=online'))).toEqual([appt.a.number, appt.d.number]);
    expect(numbersOf(await list(admin, `?mechanicId=${mia.id}`))).toEqual([
      appt.a.number,
      appt.d.number,
    ]);
    expect(numbersOf(await list(admin, '?mechanicId=unassigned'))).toEqual([appt.c.number]);
    // 05:00 UTC on Dec 2 is still Dec 1 in Chicago.
    expect(numbersOf(await list(admin, '?from=2026-12-01&to=2026-12-01'))).toEqual([
      appt.a.number,
      appt.b.number,
      appt.c.number,
    ]);
    expect(numbersOf(await list(admin, '?from=2026-12-02'))).toEqual([
      appt.d.number,
      appt.e.number,
    ]);
    expect(numbersOf(await list(admin, '?to=2026-12-01&status=pending'))).toEqual([
      appt.a.number,
      appt.c.number,
    ]);
  });

  it('shows upcoming bookings soonest first, past ones latest first, measured from today', async () => {
    const client = await seed.client(admin.shopId, { name: 'Timeline Client' });
    const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
    const booked = [];
    for (const [from, to] of [
      [-72, -71],
      [-30, -29],
      [30, 31],
      [72, 73],
    ] as const) {
      booked.push(
        await seed.appointment({
          shopId: admin.shopId,
          clientId: client,
          startsAt: hours(from),
          endsAt: hours(to),
        }),
      );
    }
    const [longAgo, yesterday, tomorrow, later] = booked.map((booking) => booking.number);
    try {
      const view = async (when: string) =>
        numbersOf(await list(admin, `?search=Timeline&when=${when}`));
      expect(await view('upcoming')).toEqual([tomorrow, later]);
      expect(await view('past')).toEqual([yesterday, longAgo]);
      expect(await view('all')).toEqual([longAgo, yesterday, tomorrow, later]);
    } finally {
      await harness.database.db.delete(appointments).where(eq(appointments.clientId, client));
    }
  });

  it('pages by cursor without gaps or repeats, and refuses a foreign cursor', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await list(
        admin,
        `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...numbersOf(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([appt.a, appt.b, appt.c, appt.d, appt.e].map((a) => a.number));

    const first = await list(admin, '?limit=2');
    const descending = await as(admin).get(`/appointments?order=desc&cursor=${first.nextCursor}`);
    expect(descending.statusCode).toBe(400);
    expect(descending.json().errors[0].path).toBe('query.cursor');
  });

  it('refuses impossible dates and a range that ends before it starts', async () => {
    const badDate = await as(admin).get('/appointments?from=2026-02-30');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors).toEqual([
      { path: 'query.from', message: 'Use a date like 2026-12-01' },
    ]);
    const backwards = await as(admin).get('/appointments?from=2026-12-05&to=2026-12-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([
      { path: 'query.to', message: 'Must be on or after the from date' },
    ]);
  });

  it('gives a mechanic only their own bookings and refuses car owners', async () => {
    expect(numbersOf(await list(mia))).toEqual([appt.a.number, appt.d.number]);
    expect(numbersOf(await list(mia, `?mechanicId=${max.id}`))).toEqual([]);
    expect((await as(owner).get('/appointments')).statusCode).toBe(403);
  });
});

describe('GET /appointments/calendar', () => {
  const calendar = async (session: Session, query: string) => {
    const response = await as(session).get(`/appointments/calendar?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { timeZone: string; items: Summary[] };
  };

  it('returns every booking overlapping the range, in start order, with the time zone', async () => {
    // From 17:30 UTC: a (16:00–18:00) and b (17:00–18:00) overlap it; up to Dec 3 15:00 leaves d out.
    const week = await calendar(admin, 'from=2026-12-01T17:30:00Z&to=2026-12-03T15:00:00Z');
    expect(week.timeZone).toBe('America/Chicago');
    expect(numbersOf(week)).toEqual([appt.a.number, appt.b.number, appt.c.number]);
    expect(week.items[0]).toMatchObject({
      serviceSummary: 'Oil Change, Tire Rotation',
      client: { name: 'Ann Archer' },
      vehicle: { label: '2019 Toyota RAV4' },
      mechanic: { id: mia.id, name: 'Mia Mechanic' },
    });
    // A booking that ends exactly when the range starts is not in it.
    expect(
      numbersOf(await calendar(admin, 'from=2026-12-01T18:00:00Z&to=2026-12-02T00:00:00Z')),
    ).toEqual([]);
  });

  it('filters by mechanic, unassigned and status; a mechanic sees only their own', async () => {
    const range = 'from=2026-11-29T06:00:00Z&to=2026-12-06T06:00:00Z';
    expect(numbersOf(await calendar(admin, `${range}&mechanicId=unassigned`))).toEqual([
      appt.c.number,
    ]);
    expect(numbersOf(await calendar(admin, `${range}&mechanicId=${max.id}`))).toEqual([
      appt.b.number,
      appt.e.number,
    ]);
    expect(numbersOf(await calendar(admin, `${range}&status=confirmed`))).toEqual([
      appt.b.number,
      appt.d.number,
    ]);
    expect(numbersOf(await calendar(mia, range))).toEqual([appt.a.number, appt.d.number]);
    expect(numbersOf(await calendar(otherShop, range))).toEqual([appt.f.number]);
  });

  it('refuses a range over 42 days, an empty range and a time without offset', async () => {
    const long = await as(admin).get(
      '/appointments/calendar?from=2026-12-01T00:00:00Z&to=2027-01-12T00:00:01Z',
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().detail).toBe('Show at most 42 days at a time.');
    const empty = await as(admin).get(
      '/appointments/calendar?from=2026-12-01T00:00:00Z&to=2026-12-01T00:00:00Z',
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe('The end of the range must be after its start.');
    const local = await as(admin).get(
      '/appointments/calendar?from=2026-12-01T00:00:00&to=2026-12-02T00:00:00Z',
    );
    expect(local.statusCode).toBe(400);
    expect(local.json().errors[0].path).toBe('query.from');
    const fortyTwo = await as(admin).get(
      '/appointments/calendar?from=2026-12-01T00:00:00Z&to=2027-01-12T00:00:00Z',
    );
    expect(fortyTwo.statusCode).toBe(200);
  });
});

describe('POST /appointments/:id/transitions', () => {
  let slot = 0;
  /** A booking of its own hour (a mechanic cannot hold two live bookings at once). */
  async function fresh(
    status: 'pending' | 'confirmed' | 'in_progress' | 'completed' | 'cancelled' | 'no_show',
    mechanicId: string | null = mia.id,
  ) {
    const startsAt = new Date(Date.UTC(2026, 11, 20, 0) + slot++ * 3_600_000);
    return seed.appointment({
      shopId: admin.shopId,
      clientId: ids.bob,
      vehicleId: ids.bobCar,
      mechanicId,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
      status,
      services: [{ id: ids.oil, name: 'Oil Change' }],
    });
  }
  const transition = (session: Session, id: string, action: string, reason?: string) =>
    as(session).send('POST', `/appointments/${id}/transitions`, {
      action,
      ...(reason === undefined ? {} : { reason }),
    });

  it('confirms a pending booking and records who did it', async () => {
    const booking = await fresh('pending');
    const response = await transition(frontDesk, booking.id, 'confirm');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe('confirmed');
    expect(response.json().history).toMatchObject([
      { action: 'confirm', fromStatus: 'pending', toStatus: 'confirmed', reason: null },
    ]);
  });

  it('checks a booking in: in progress, with an estimate job order for the same client, car and mechanic', async () => {
    const booking = await fresh('confirmed');
    const response = await transition(mia, booking.id, 'check_in');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe('in_progress');
    const jobs = await harness.database.db
      .select()
      .from(jobOrders)
      .where(eq(jobOrders.appointmentId, booking.id));
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      shopId: admin.shopId,
      clientId: ids.bob,
      vehicleId: ids.bobCar,
      mechanicId: mia.id,
      status: 'estimate',
      description: 'Oil Change',
    });
  });

  it("names the job order its check-in opened in the booking's detail, none before", async () => {
    const booking = await fresh('confirmed');
    const before = await as(frontDesk).get(`/appointments/${booking.id}`);
    expect(before.json().jobOrder).toBeNull();
    const response = await transition(frontDesk, booking.id, 'check_in');
    expect(response.statusCode, response.body).toBe(200);
    const [job] = await harness.database.db
      .select()
      .from(jobOrders)
      .where(eq(jobOrders.appointmentId, booking.id));
    expect(response.json().jobOrder).toEqual({ id: job?.id, number: job?.number });
  });

  it('completes a booking in progress', async () => {
    const booking = await fresh('in_progress');
    const response = await transition(mia, booking.id, 'complete');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe('completed');
  });

  it('cancels only with a reason, and keeps the reason', async () => {
    const booking = await fresh('confirmed');
    const missing = await transition(admin, booking.id, 'cancel');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { path: 'body.reason', message: 'A reason is required' },
    ]);
    const blank = await transition(admin, booking.id, 'cancel', '   ');
    expect(blank.statusCode).toBe(400);

    const response = await transition(admin, booking.id, 'cancel', 'Customer called to cancel');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Customer called to cancel',
      history: [{ action: 'cancel', reason: 'Customer called to cancel', toStatus: 'cancelled' }],
    });
  });

  it('mails the client when staff confirm or cancel their booking', async () => {
    const cara = await seed.client(admin.shopId, {
      name: 'Cara Client',
      email: 'cara@example.com',
    });
    const booking = await seed.appointment({
      shopId: admin.shopId,
      clientId: cara,
      startsAt: '2026-12-21T16:00:00Z',
      endsAt: '2026-12-21T17:00:00Z',
      services: [{ id: ids.oil, name: 'Oil Change' }],
    });
    expect((await transition(admin, booking.id, 'confirm')).statusCode).toBe(200);
    expect((await latestMail(harness.app, 'cara@example.com'))?.subject).toBe(
      'Booking confirmed: Bookings Garage, Dec 21, 2026 at 10:00 AM',
    );
    expect((await transition(admin, booking.id, 'cancel', 'Workshop closed')).statusCode).toBe(200);
    const cancelled = await latestMail(harness.app, 'cara@example.com');
    expect(cancelled?.subject).toMatch(/^Booking cancelled: Bookings Garage/);
    expect(cancelled?.text).toContain(`/client/bookings/${booking.id}`);
  });

  it('marks a no-show', async () => {
    const booking = await fresh('pending');
    const response = await transition(frontDesk, booking.id, 'no_show');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe('no_show');
  });

  it.each([
    ['confirm', 'confirmed', 'Confirm is not possible: the booking is confirmed.'],
    ['check_in', 'pending', 'Check in is not possible: the booking is pending.'],
    ['complete', 'confirmed', 'Complete is not possible: the booking is confirmed.'],
    ['cancel', 'in_progress', 'Cancel is not possible: the booking is in progress.'],
    ['no_show', 'completed', 'No-show is not possible: the booking is completed.'],
    ['confirm', 'cancelled', 'Confirm is not possible: the booking is cancelled.'],
  ] as const)(
    'refuses %s from %s with 409 and changes nothing',
    async (action, status, message) => {
      const booking = await fresh(status);
      const response = await transition(admin, booking.id, action, 'Some reason');
      expect(response.statusCode).toBe(409);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().detail).toBe(message);
      const [row] = await harness.database.db
        .select({ status: appointments.status })
        .from(appointments)
        .where(eq(appointments.id, booking.id));
      expect(row?.status).toBe(status);
    },
  );

  it('lets only one of two people confirm the same booking at once', async () => {
    const booking = await fresh('pending');
    const results = await Promise.all([
      transition(admin, booking.id, 'confirm'),
      transition(frontDesk, booking.id, 'confirm'),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    const history = (await as(admin).get(`/appointments/${booking.id}`)).json().history;
    expect(history).toHaveLength(1);
  });

  it('keeps mechanics to check-in and completion of their own bookings', async () => {
    const mine = await fresh('pending');
    expect((await transition(mia, mine.id, 'confirm')).statusCode).toBe(403);
    expect((await transition(mia, mine.id, 'no_show')).statusCode).toBe(403);
    const theirs = await fresh('confirmed', max.id);
    expect((await transition(mia, theirs.id, 'check_in')).statusCode).toBe(404);
    const unassigned = await fresh('confirmed', null);
    expect((await transition(mia, unassigned.id, 'check_in')).statusCode).toBe(404);
  });

  it('refuses managers, car owners and other shops', async () => {
    const booking = await fresh('pending');
    const byManager = await transition(manager, booking.id, 'confirm');
    expect(byManager.statusCode).toBe(403);
    expect((await transition(owner, booking.id, 'cancel', 'No')).statusCode).toBe(403);
    expect((await transition(otherShop, booking.id, 'confirm')).statusCode).toBe(404);
    const unknownAction = await transition(admin, booking.id, 'teleport');
    expect(unknownAction.statusCode).toBe(400);
    expect(unknownAction.json().errors[0].path).toBe('body.action');
    const [row] = await harness.database.db
      .select({ status: appointments.status })
      .from(appointments)
      .where(and(eq(appointments.id, booking.id), eq(appointments.shopId, admin.shopId)));
    expect(row?.status).toBe('pending');
  });
});
