import { SLOT_TAKEN_MESSAGE } from '@pitstop/domain/bookings';
import { formatCalendarDate } from '@pitstop/domain/date-format';
import { addLocalDays, localToday, zonedInstant } from '@pitstop/domain/local-time';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, vehicles } from '../../db/schema/clients.ts';
import { historyEntries, jobs } from '../../db/schema/platform.ts';
import { appointmentServices } from '../../db/schema/scheduling.ts';
import { shops } from '../../db/schema/shops.ts';
import { appointments, services } from '../../db/schema/workshop.ts';
import { createJobWorker } from '../../platform/job-queue.ts';
import type { ServerEvent } from '../../plugins/events.ts';
import { apiAs, type Session, signUpStaff, userIdOf } from '../../test/api-helpers.ts';
import { createShopAdmin, signUpAndSignIn } from '../../test/auth-helpers.ts';
import { type BookableShop, createBookableShop } from '../../test/booking-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import {
  type BookingChangeOptions,
  mailBookingChange,
  recordBookingChange,
} from './booking-change.ts';
import type { BookingEffects } from './booking-effects.ts';
import { BOOKING_MAIL_RETRY_JOB } from './booking-mail-retry.ts';
import { BOOKING_REMINDER_JOB, bookingJobHandlers } from './booking-reminder.ts';

/** How mails write a calendar day (ADR 022): "Dec 1, 2026". */
const dayText = (date: string) => formatCalendarDate(date, { locale: 'en-US' });

let harness: Awaited<ReturnType<typeof createTestApp>>;
let north: Awaited<ReturnType<typeof createShopAdmin>>;
let south: Awaited<ReturnType<typeof createShopAdmin>>;
let closed: Awaited<ReturnType<typeof createShopAdmin>>;
let owner: Session & { id: string };
let other: Session & { id: string };
let northClientId: string;
let northVehicleId: string;
let oilChange: string;
let tireRotation: string;

const HOUR = 3_600_000;
const CHICAGO = 'America/Chicago';
const log = pino({ level: 'silent' });
const as = (session: Session) => apiAs(harness.app, session);

/** A booking change's effects as the booking functions have them: recorded with it, then mailed. */
async function recordAndMail(effects: BookingEffects, change: BookingChangeOptions) {
  await effects.database.db.transaction((tx) =>
    recordBookingChange({ tx, events: effects.events, change }),
  );
  await mailBookingChange(effects, change);
}

type Mail = {
  id: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: string }[];
};
async function mailTo(to: string): Promise<Mail[]> {
  const response = await harness.app.inject(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  return response.json() as Mail[];
}

async function addService(shopId: string, name: string, minutes: number, active = true) {
  const [row] = await harness.database.db
    .insert(services)
    .values({
      shopId,
      name,
      category: 'Maintenance',
      durationMinutes: minutes,
      price: '80',
      active,
    })
    .returning({ id: services.id });
  return row?.id as string;
}

async function linkedClient(shopId: string, userId: string, email: string) {
  const db = harness.database.db;
  const [client] = await db
    .insert(clients)
    .values({ shopId, userId, name: 'Jordan Driver', email, phone: '+1 555 010 0001' })
    .returning({ id: clients.id });
  const [vehicle] = await db
    .insert(vehicles)
    .values({
      shopId,
      clientId: client?.id as string,
      make: 'Toyota',
      model: 'Corolla',
      year: 2019,
      registrationNumber: 'ABC-123',
    })
    .returning({ id: vehicles.id });
  return { clientId: client?.id as string, vehicleId: vehicle?.id as string };
}

/** A booking written as the booking core writes one (rows, service lines, history). */
async function book(options: {
  shopId: string;
  clientId: string;
  vehicleId: string | null;
  startsAt: Date;
  status?: string;
  serviceIds?: string[];
}) {
  const db = harness.database.db;
  const serviceIds = options.serviceIds ?? [oilChange];
  const endsAt = new Date(options.startsAt.getTime() + HOUR);
  const [row] = await db
    .insert(appointments)
    .values({
      shopId: options.shopId,
      clientId: options.clientId,
      vehicleId: options.vehicleId,
      serviceId: serviceIds[0],
      startsAt: options.startsAt,
      endsAt,
      blockedUntil: endsAt,
      status: options.status ?? 'confirmed',
      source: 'online',
    })
    .returning({ id: appointments.id });
  const id = row?.id as string;
  const names = await db
    .select({ id: services.id, name: services.name, minutes: services.durationMinutes })
    .from(services);
  await db.insert(appointmentServices).values(
    serviceIds.map((serviceId, position) => {
      const service = names.find((candidate) => candidate.id === serviceId);
      return {
        shopId: options.shopId,
        appointmentId: id,
        serviceId,
        position,
        name: service?.name ?? '',
        durationMinutes: service?.minutes ?? 60,
        price: '80',
      };
    }),
  );
  await db.insert(historyEntries).values({
    shopId: options.shopId,
    subjectType: 'appointment',
    subjectId: id,
    action: 'created',
    toStatus: options.status ?? 'confirmed',
    actorName: 'Jordan Driver',
  });
  return id;
}

beforeAll(async () => {
  harness = await createTestApp();
  north = await createShopAdmin(harness.app, {
    email: 'north@shop.test',
    shopName: 'North Garage',
  });
  south = await createShopAdmin(harness.app, {
    email: 'south@shop.test',
    shopName: 'South Garage',
  });
  closed = await createShopAdmin(harness.app, {
    email: 'closed@shop.test',
    shopName: 'Closed Garage',
  });
  const db = harness.database.db;
  await db
    .update(shops)
    .set({ onlineBookingEnabled: true, address: '1 Main St' })
    .where(eq(shops.id, north.shopId));
  await db.update(shops).set({ onlineBookingEnabled: true }).where(eq(shops.id, south.shopId));
  oilChange = await addService(north.shopId, 'Oil Change', 60);
  tireRotation = await addService(north.shopId, 'Tire Rotation', 30);
  await addService(north.shopId, 'Retired Service', 30, false);
  await addService(closed.shopId, 'Closed Service', 30);

  const ownerSession = await signUpAndSignIn(harness.app, {
    email: 'driver@owner.test',
    signupRole: 'client',
  });
  owner = { ...ownerSession, id: await userIdOf(harness.app, ownerSession) };
  const otherSession = await signUpAndSignIn(harness.app, {
    email: 'other@owner.test',
    signupRole: 'client',
  });
  other = { ...otherSession, id: await userIdOf(harness.app, otherSession) };
  ({ clientId: northClientId, vehicleId: northVehicleId } = await linkedClient(
    north.shopId,
    owner.id,
    'driver@owner.test',
  ));
  // The owner is also a client of the shop that does not take online bookings.
  await linkedClient(closed.shopId, owner.id, 'driver@owner.test');
});

afterAll(async () => {
  await harness?.close();
});

describe('public booking endpoints (signed out)', () => {
  it('lists only the workshops that take online bookings', async () => {
    const response = await harness.app.inject('/api/v1/public/workshops');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: north.shopId,
        name: 'North Garage',
        address: '1 Main St',
        phone: null,
        timeZone: 'America/Chicago',
        cutoffHours: 24,
      },
      {
        id: south.shopId,
        name: 'South Garage',
        address: null,
        phone: null,
        timeZone: 'America/Chicago',
        cutoffHours: 24,
      },
    ]);
  });

  it("lists a workshop's active services; a workshop without online booking is not found", async () => {
    const response = await harness.app.inject(`/api/v1/public/workshops/${north.shopId}/services`);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((service: { name: string }) => service.name)).toEqual([
      'Oil Change',
      'Tire Rotation',
    ]);
    expect(response.json()[0]).toMatchObject({
      durationMinutes: 60,
      price: '80.00',
      currency: 'USD',
    });

    const off = await harness.app.inject(`/api/v1/public/workshops/${closed.shopId}/services`);
    expect(off.statusCode).toBe(404);
    expect(off.json().detail).toBe('Workshop not found or not taking online bookings.');
    const bad = await harness.app.inject('/api/v1/public/workshops/nope/services');
    expect(bad.statusCode).toBe(400);
  });
});

describe('car-owner bookings', () => {
  it('offers the owner their workshops first (with whether they book online), then the public ones', async () => {
    const response = await as(owner).get('/portal/booking-workshops');
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .map((shop: { name: string; clientId: string | null; onlineBooking: boolean }) => [
          shop.name,
          shop.clientId !== null,
          shop.onlineBooking,
        ]),
    ).toEqual([
      ['Closed Garage', true, false],
      ['North Garage', true, true],
      ['South Garage', false, true],
    ]);
    const staff = await as(north).get('/portal/booking-workshops');
    expect(staff.statusCode).toBe(403);
  });

  it('lists upcoming and past bookings, only the owner’s own', async () => {
    const now = Date.now();
    const soon = await book({
      shopId: north.shopId,
      clientId: northClientId,
      vehicleId: northVehicleId,
      startsAt: new Date(now + 72 * HOUR),
      serviceIds: [oilChange, tireRotation],
    });
    const done = await book({
      shopId: north.shopId,
      clientId: northClientId,
      vehicleId: northVehicleId,
      startsAt: new Date(now - 72 * HOUR),
      status: 'completed',
    });
    const theirs = await linkedClient(south.shopId, other.id, 'other@owner.test');
    const notMine = await book({
      shopId: south.shopId,
      clientId: theirs.clientId,
      vehicleId: theirs.vehicleId,
      startsAt: new Date(now + 48 * HOUR),
      serviceIds: [await addService(south.shopId, 'Brake Check', 60)],
    });

    const response = await as(owner).get('/portal/bookings');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.upcoming.map((booking: { id: string }) => booking.id)).toContain(soon);
    expect(list.past.map((booking: { id: string }) => booking.id)).toContain(done);
    const ids = [...list.upcoming, ...list.past].map((booking: { id: string }) => booking.id);
    expect(ids).not.toContain(notMine);
    const upcoming = list.upcoming.find((booking: { id: string }) => booking.id === soon);
    expect(upcoming).toMatchObject({
      status: 'confirmed',
      serviceSummary: 'Oil Change, Tire Rotation',
      vehicle: { label: '2019 Toyota Corolla', registrationNumber: 'ABC-123' },
      shop: { id: north.shopId, name: 'North Garage' },
      timeZone: 'America/Chicago',
      canChange: true,
    });
    expect(upcoming.changeableUntil).toBe(new Date(now + 48 * HOUR).toISOString());

    const detail = await as(owner).get(`/portal/bookings/${soon}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().history).toMatchObject([{ action: 'created', toStatus: 'confirmed' }]);

    expect((await as(owner).get(`/portal/bookings/${notMine}`)).statusCode).toBe(404);
    expect((await as(other).get(`/portal/bookings/${soon}`)).statusCode).toBe(404);
    expect((await as(north).get(`/portal/bookings/${soon}`)).statusCode).toBe(403);
    expect(
      (await as(other).send('POST', `/portal/bookings/${soon}/cancel`, { reason: 'mine now' }))
        .statusCode,
    ).toBe(404);
  });

  it('cancels before the cut-off: mail, live event, history; refused after the cut-off', async () => {
    const starts = new Date(Date.now() + 30 * HOUR);
    const id = await book({
      shopId: north.shopId,
      clientId: northClientId,
      vehicleId: northVehicleId,
      startsAt: starts,
    });
    const events: ServerEvent[] = [];
    const stop = harness.app.events.subscribe((event) => events.push(event));

    const response = await as(owner).send('POST', `/portal/bookings/${id}/cancel`, {
      reason: 'Car sold',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Car sold',
      canChange: false,
      changeableUntil: null,
    });
    expect(response.json().history.at(-1)).toMatchObject({
      action: 'cancel',
      fromStatus: 'confirmed',
      toStatus: 'cancelled',
      reason: 'Car sold',
    });
    const [mail] = await mailTo('driver@owner.test');
    expect(mail?.subject).toMatch(/^Booking cancelled: North Garage, /);
    expect(mail?.text).toContain('You cancelled your booking');
    expect(mail?.text).toContain('Reason: Car sold');
    expect(mail?.text).toContain(`http://localhost:3000/client/bookings/${id}`);
    await expect
      .poll(() => events.find((event) => event.type === 'appointment.changed'))
      .toMatchObject({
        shopId: north.shopId,
        userIds: [owner.id],
        data: { appointmentId: id, change: 'cancelled', status: 'cancelled' },
      });
    stop();

    const again = await as(owner).send('POST', `/portal/bookings/${id}/cancel`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Cancel is not possible: the booking is cancelled.');

    const late = await book({
      shopId: north.shopId,
      clientId: northClientId,
      vehicleId: northVehicleId,
      startsAt: new Date(Date.now() + 20 * HOUR),
    });
    const refused = await as(owner).send('POST', `/portal/bookings/${late}/cancel`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'Bookings can be changed or cancelled online until 24 hours before they start. Please contact North Garage to change this one.',
    );
    const [still] = await harness.database.db
      .select({ status: appointments.status })
      .from(appointments)
      .where(eq(appointments.id, late));
    expect(still?.status).toBe('confirmed');
  });
});

describe('after a booking change', () => {
  // Days ahead of the real today, so reminders (due the day before) are still to come.
  const dayAhead = (days: number) => addLocalDays(localToday(CHICAGO), days);
  const icsTime = (instant: Date) => instant.toISOString().replace(/[-:]|\.000/g, '');
  const dayBefore = (instant: Date) => new Date(instant.getTime() - 24 * HOUR).toISOString();

  it('mails a confirmation with an .ics of the right time and sends the reminder once', async () => {
    const date = dayAhead(30);
    const starts = zonedInstant(date, '10:00', CHICAGO);
    const id = await book({
      shopId: north.shopId,
      clientId: northClientId,
      vehicleId: northVehicleId,
      startsAt: starts,
      serviceIds: [oilChange, tireRotation],
    });
    await recordAndMail(harness.app, {
      shopId: north.shopId,
      appointmentId: id,
      change: 'created',
      actorRole: 'client',
    });

    const [mail] = await mailTo('driver@owner.test');
    expect(mail?.subject).toBe(`Booking confirmed: North Garage, ${dayText(date)} at 10:00 AM`);
    expect(mail?.text).toContain('Workshop: North Garage, 1 Main St');
    expect(mail?.text).toContain('Services: Oil Change, Tire Rotation');
    expect(mail?.text).toContain('Vehicle: 2019 Toyota Corolla (ABC-123)');
    expect(mail?.text).toContain(
      `Date & Time: ${dayText(date)} at 10:00 AM (until 11:00 AM, America/Chicago)`,
    );
    expect(mail?.text).toContain(`View your booking: http://localhost:3000/client/bookings/${id}`);
    expect(mail?.attachments).toHaveLength(1);
    const ics = mail?.attachments[0];
    expect(ics?.filename).toBe('booking.ics');
    expect(ics?.content).toContain(`DTSTART:${icsTime(starts)}`);
    expect(ics?.content).toContain(`DTEND:${icsTime(new Date(starts.getTime() + HOUR))}`);
    expect(ics?.content).toContain(`UID:booking-${id}@localhost`);
    const download = await harness.app.inject(`/dev/mailbox/${mail?.id}/attachments/0`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('text/calendar');
    expect(download.body).toBe(ics?.content);
    const page = await harness.app.inject('/dev/mailbox?to=driver%40owner.test');
    expect(page.body).toContain(
      `<a href="/dev/mailbox/${mail?.id}/attachments/0" download="booking.ics">booking.ics</a>`,
    );

    const [job] = await harness.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, BOOKING_REMINDER_JOB), eq(jobs.shopId, north.shopId)));
    expect(job?.runAt.toISOString()).toBe(dayBefore(starts));

    // The day before: two instances' workers find it due at once.
    await harness.database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, job?.id as string));
    const handlers = bookingJobHandlers(harness.app);
    const workers = [1, 2].map((n) =>
      createJobWorker({ db: harness.database.db, handlers, log, id: `instance-${n}` }),
    );
    await Promise.all(workers.map((worker) => worker.runDue()));
    // Even run again (a lease that expired mid-send), the booking is reminded once.
    await harness.database.db
      .update(jobs)
      .set({ completedAt: null, runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, job?.id as string));
    await workers[0]?.runDue();

    const reminders = (await mailTo('driver@owner.test')).filter((sent) =>
      sent.subject.startsWith('Reminder:'),
    );
    expect(reminders.map((sent) => sent.subject)).toEqual([
      `Reminder: your booking with North Garage, ${dayText(date)} at 10:00 AM`,
    ]);
  });

  it('a moved booking is reminded at its new time, never at the old one', async () => {
    const db = harness.database.db;
    const firstDate = dayAhead(40);
    const movedDate = addLocalDays(firstDate, 2);
    const first = zonedInstant(firstDate, '10:00', CHICAGO);
    const moved = zonedInstant(movedDate, '11:00', CHICAGO);
    const id = await book({
      shopId: north.shopId,
      clientId: northClientId,
      vehicleId: northVehicleId,
      startsAt: first,
    });
    await recordAndMail(harness.app, {
      shopId: north.shopId,
      appointmentId: id,
      change: 'created',
      actorRole: 'admin',
    });
    await db
      .update(appointments)
      .set({
        startsAt: moved,
        endsAt: new Date(moved.getTime() + HOUR),
        blockedUntil: new Date(moved.getTime() + HOUR),
      })
      .where(eq(appointments.id, id));
    await recordAndMail(harness.app, {
      shopId: north.shopId,
      appointmentId: id,
      change: 'rescheduled',
      actorRole: 'admin',
      previousStartsAt: first,
    });

    const [change] = await mailTo('driver@owner.test');
    expect(change?.subject).toBe(
      `Booking moved: North Garage, now ${dayText(movedDate)} at 11:00 AM`,
    );
    expect(change?.text).toContain(
      `North Garage moved your booking to ${dayText(movedDate)} at 11:00 AM. It was ${dayText(firstDate)} at 10:00 AM.`,
    );
    expect(change?.attachments[0]?.content).toContain(`DTSTART:${icsTime(moved)}`);
    expect(change?.attachments[0]?.content).toContain('SEQUENCE:1');

    const reminderJobs = await db.select().from(jobs).where(eq(jobs.kind, BOOKING_REMINDER_JOB));
    const mine = reminderJobs.filter((job) => job.payload.appointmentId === id);
    expect(mine.map((job) => job.runAt.toISOString()).sort()).toEqual([
      dayBefore(first),
      dayBefore(moved),
    ]);
    await db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.kind, BOOKING_REMINDER_JOB));
    const worker = createJobWorker({
      db,
      handlers: bookingJobHandlers(harness.app),
      log,
    });
    await worker.runDue();
    const reminders = (await mailTo('driver@owner.test')).filter((sent) =>
      [firstDate, movedDate].some((date) => sent.subject.includes(dayText(date))),
    );
    expect(
      reminders.filter((sent) => sent.subject.startsWith('Reminder:')).map((sent) => sent.subject),
    ).toEqual([`Reminder: your booking with North Garage, ${dayText(movedDate)} at 11:00 AM`]);
  });

  it('a mail the mail server refuses is retried by the job queue, unless it has gone stale', async () => {
    const db = harness.database.db;
    const refusing = {
      database: harness.database,
      events: harness.app.events,
      config: harness.app.config,
      log,
      mailer: {
        kind: 'dev-mailbox' as const,
        send: async () => {
          throw new Error('421 4.3.2 Service not available');
        },
      },
    };
    const bookAt = (days: number) =>
      book({
        shopId: north.shopId,
        clientId: northClientId,
        vehicleId: northVehicleId,
        startsAt: zonedInstant(dayAhead(days), '14:00', CHICAGO),
      });
    const kept = await bookAt(60);
    const stale = await bookAt(61);
    for (const id of [kept, stale]) {
      await recordAndMail(refusing, {
        shopId: north.shopId,
        appointmentId: id,
        change: 'created',
        actorRole: 'admin',
      });
    }
    // The second booking is cancelled before the retry: its confirmation would now be wrong.
    await db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, stale));
    const retries = (
      await db.select().from(jobs).where(eq(jobs.kind, BOOKING_MAIL_RETRY_JOB))
    ).filter((job) => [kept, stale].includes(job.payload.appointmentId as string));
    expect(retries).toHaveLength(2);
    const before = (await mailTo('driver@owner.test')).length;

    await db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.kind, BOOKING_MAIL_RETRY_JOB));
    await createJobWorker({ db, handlers: bookingJobHandlers(harness.app), log }).runDue();

    const after = await mailTo('driver@owner.test');
    const sent = after.slice(0, after.length - before);
    expect(sent.map((mail) => mail.subject)).toEqual([
      `Booking confirmed: North Garage, ${dayText(dayAhead(60))} at 2:00 PM`,
    ]);
  });

  it('addresses the live event to the booking’s own mechanic', async () => {
    const mechanic = await signUpStaff(harness.app, {
      email: 'mech@north.test',
      shopId: north.shopId,
      role: 'mechanic',
    });
    const id = await book({
      shopId: north.shopId,
      clientId: northClientId,
      vehicleId: northVehicleId,
      startsAt: zonedInstant(dayAhead(50), '10:00', CHICAGO),
    });
    await harness.database.db
      .update(appointments)
      .set({ mechanicId: mechanic.id })
      .where(eq(appointments.id, id));
    const events: ServerEvent[] = [];
    const stop = harness.app.events.subscribe((event) => events.push(event));
    await recordAndMail(harness.app, {
      shopId: north.shopId,
      appointmentId: id,
      change: 'assigned',
      actorRole: 'admin',
      previousMechanicId: null,
    });
    await expect
      .poll(() => events.find((event) => event.type === 'appointment.changed'))
      .toMatchObject({ mechanicIds: [mechanic.id], data: { change: 'assigned' } });
    stop();
  });
});

describe('booking online', () => {
  let garage: BookableShop;
  type Slots = {
    timeZone: string;
    days: { date: string; slots: { startsAt: string; time: string; freeMechanics: number }[] }[];
  };

  /** The free slots of the first open day at least `days` ahead, as the booking flow offers them. */
  async function slotsFrom(days: number, serviceIds = [garage.services.oil]) {
    const from = addLocalDays(localToday(CHICAGO), days);
    const response = await harness.app.inject(
      `/api/v1/public/workshops/${garage.shopId}/booking-slots?serviceIds=${serviceIds.join(',')}&from=${from}&to=${addLocalDays(from, 7)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const day = (response.json() as Slots).days.find((candidate) => candidate.slots.length > 0);
    if (!day) throw new Error('no free day');
    return day;
  }

  beforeAll(async () => {
    garage = await createBookableShop(harness.app, 'online');
    await garage.allowOnline();
  });

  it('offers free times signed out; not for a shop without online booking', async () => {
    const day = await slotsFrom(3);
    expect(day.slots[0]?.time).toBe('08:00');
    // How many could take it; who they are is not for the public.
    expect(day.slots[0]).toEqual({
      startsAt: expect.any(String),
      time: '08:00',
      freeMechanics: 2,
    });
    const off = await harness.app.inject(
      `/api/v1/public/workshops/${closed.shopId}/booking-slots?serviceIds=${oilChange}&from=${addLocalDays(localToday(CHICAGO), 1)}&to=${addLocalDays(localToday(CHICAGO), 2)}`,
    );
    expect(off.statusCode).toBe(404);
  });

  it('books: the owner becomes a client, their car is copied, the request is mailed with its .ics', async () => {
    const day = await slotsFrom(3);
    const slot = day.slots[2];
    const events: ServerEvent[] = [];
    const stop = harness.app.events.subscribe((event) => events.push(event));
    const response = await as(owner).send('POST', '/portal/bookings', {
      shopId: garage.shopId,
      vehicleId: northVehicleId,
      serviceIds: [garage.services.oil],
      startsAt: slot?.startsAt,
      notes: 'Squeaky brakes too',
    });
    expect(response.statusCode, response.body).toBe(201);
    const booking = response.json();
    expect(booking).toMatchObject({
      status: 'pending',
      source: 'online',
      startsAt: slot?.startsAt,
      shop: { id: garage.shopId },
      serviceSummary: 'Oil Change',
      vehicle: { label: '2019 Toyota Corolla', registrationNumber: 'ABC-123' },
      notes: 'Squeaky brakes too',
      canChange: true,
    });
    expect(booking.vehicle.id).not.toBe(northVehicleId);
    const [client] = await harness.database.db
      .select({ email: clients.email })
      .from(clients)
      .where(and(eq(clients.shopId, garage.shopId), eq(clients.userId, owner.id)));
    expect(client?.email).toBe('driver@owner.test');

    const [mail] = await mailTo('driver@owner.test');
    expect(mail?.subject).toMatch(/^Booking request received: Garage online, /);
    expect(mail?.text).toContain(`http://localhost:3000/client/bookings/${booking.id}`);
    const dtstart = `DTSTART:${new Date(slot?.startsAt as string).toISOString().replace(/[-:]/g, '').replace('.000', '')}`;
    expect(mail?.attachments[0]?.content).toContain(dtstart);
    expect(mail?.attachments[0]?.content).toContain('STATUS:TENTATIVE');
    await expect
      .poll(() => events.find((event) => event.type === 'appointment.changed'))
      .toMatchObject({
        shopId: garage.shopId,
        data: { appointmentId: booking.id, change: 'created' },
      });
    stop();

    // Booking there again uses the same record and the copied car (matched by its plate).
    const again = await as(owner).send('POST', '/portal/bookings', {
      shopId: garage.shopId,
      vehicleId: northVehicleId,
      serviceIds: [garage.services.brakes],
      startsAt: (await slotsFrom(3, [garage.services.brakes])).slots.at(-1)?.startsAt,
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().vehicle.id).toBe(booking.vehicle.id);
    expect(
      await harness.database.db.$count(
        clients,
        and(eq(clients.shopId, garage.shopId), eq(clients.userId, owner.id)),
      ),
    ).toBe(1);
  });

  it('gives a raced slot to as many people as there are free mechanics; the rest get 409 slot_taken with fresh slots', async () => {
    const day = await slotsFrom(5);
    const slot = day.slots[4];
    const racers = await Promise.all(
      ['r1', 'r2', 'r3'].map(async (tag) => {
        const session = await signUpAndSignIn(harness.app, {
          email: `${tag}@owner.test`,
          signupRole: 'client',
        });
        const id = await userIdOf(harness.app, session);
        const { vehicleId } = await linkedClient(garage.shopId, id, `${tag}@owner.test`);
        return { session, vehicleId };
      }),
    );
    const responses = await Promise.all(
      racers.map(({ session, vehicleId }) =>
        as(session).send('POST', '/portal/bookings', {
          shopId: garage.shopId,
          vehicleId,
          serviceIds: [garage.services.oil],
          startsAt: slot?.startsAt,
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, 201, 409]);
    const refused = responses.find((response) => response.statusCode === 409)?.json();
    expect(refused).toMatchObject({ code: 'slot_taken', detail: SLOT_TAKEN_MESSAGE });
    expect(refused.slots.days[0].slots.length).toBeGreaterThan(0);
    expect(
      refused.slots.days[0].slots.map((free: { startsAt: string }) => free.startsAt),
    ).not.toContain(slot?.startsAt);
  });

  it("books once for a retried request with the same Idempotency-Key: one booking, one mail; the key is the sender's own", async () => {
    const day = await slotsFrom(6);
    const request = {
      shopId: garage.shopId,
      vehicleId: northVehicleId,
      serviceIds: [garage.services.oil],
      startsAt: day.slots[1]?.startsAt,
    };
    const key = { 'idempotency-key': 'owner-retry-1' };
    const mailsBefore = (await mailTo('driver@owner.test')).length;
    const first = await as(owner).send('POST', '/portal/bookings', request, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await as(owner).send('POST', '/portal/bookings', request, key);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    expect((await mailTo('driver@owner.test')).length).toBe(mailsBefore + 1);

    const changed = await as(owner).send(
      'POST',
      '/portal/bookings',
      { ...request, notes: 'Another request' },
      key,
    );
    expect(changed.statusCode).toBe(422);
  });

  it('reschedules to another free time until the cut-off; the owner is mailed the move', async () => {
    const day = await slotsFrom(3);
    const created = await as(owner).send('POST', '/portal/bookings', {
      shopId: garage.shopId,
      vehicleId: northVehicleId,
      serviceIds: [garage.services.oil],
      startsAt: day.slots[6]?.startsAt,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const free = await as(owner).get(
      `/portal/bookings/${id}/slots?from=${day.date}&to=${day.date}`,
    );
    expect(free.statusCode, free.body).toBe(200);
    // It does not block itself: its own time is offered too.
    const times = free.json().days[0].slots.map((slot: { startsAt: string }) => slot.startsAt);
    expect(times).toContain(day.slots[6]?.startsAt);
    const target = day.slots[10]?.startsAt;

    expect(
      (await as(other).send('PATCH', `/portal/bookings/${id}`, { startsAt: target })).statusCode,
    ).toBe(404);
    const moved = await as(owner).send('PATCH', `/portal/bookings/${id}`, { startsAt: target });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().startsAt).toBe(target);
    expect(moved.json().history.map((entry: { action: string }) => entry.action)).toContain(
      'rescheduled',
    );
    const [mail] = await mailTo('driver@owner.test');
    expect(mail?.subject).toMatch(/^Booking moved: Garage online, now /);
    expect(mail?.text).toContain('You moved your booking to');

    // Within the cut-off the owner must call the shop.
    const soon = new Date(Date.now() + 20 * HOUR);
    await harness.database.db
      .update(appointments)
      .set({
        startsAt: soon,
        endsAt: new Date(soon.getTime() + 30 * 60_000),
        blockedUntil: new Date(soon.getTime() + 30 * 60_000),
      })
      .where(eq(appointments.id, id));
    const late = await as(owner).send('PATCH', `/portal/bookings/${id}`, { startsAt: target });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('past_cutoff');
  });

  it('refuses a vehicle that is not the owner’s and bad input, naming the field', async () => {
    const day = await slotsFrom(3);
    const notMine = await as(other).send('POST', '/portal/bookings', {
      shopId: garage.shopId,
      vehicleId: northVehicleId,
      serviceIds: [garage.services.oil],
      startsAt: day.slots[0]?.startsAt,
    });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().errors).toEqual([
      { path: 'body.vehicleId', message: 'Not one of your vehicles' },
    ]);
    const empty = await as(owner).send('POST', '/portal/bookings', {
      shopId: garage.shopId,
      vehicleId: northVehicleId,
      serviceIds: [],
      startsAt: day.slots[0]?.startsAt,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toContainEqual({
      path: 'body.serviceIds',
      message: 'Choose at least one service',
    });
    const staff = await as(north).send('POST', '/portal/bookings', {
      shopId: garage.shopId,
      vehicleId: northVehicleId,
      serviceIds: [garage.services.oil],
      startsAt: day.slots[0]?.startsAt,
    });
    expect(staff.statusCode).toBe(403);
  });
});
