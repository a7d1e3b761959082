import { SLOT_TAKEN_MESSAGE } from '@pitstop/domain/bookings';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/clients.ts';
import { historyEntries } from '../../db/schema/platform.ts';
import { appointmentServices } from '../../db/schema/scheduling.ts';
import { shops } from '../../db/schema/shops.ts';
import { appointments, services } from '../../db/schema/workshop.ts';
import type { AppError } from '../../platform/errors.ts';
import { type BookableShop, createBookableShop } from '../../test/booking-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createBooking } from './create-booking.ts';
import { listBookingSlots } from './list-booking-slots.ts';
import { rescheduleBooking } from './reschedule-booking.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
let shop: BookableShop;
let other: BookableShop;

// Tuesday 2026-12-01 06:00 in Chicago (CST, UTC−6); bookings go on the following days.
const now = new Date('2026-12-01T12:00:00Z');
/** An instant of a wall-clock time in Chicago in December (UTC−6). */
const at = (date: string, time: string) => new Date(`${date}T${time}:00-06:00`).toISOString();

beforeAll(async () => {
  harness = await createTestApp();
  shop = await createBookableShop(harness.app, 'core');
  other = await createBookableShop(harness.app, 'core-other');
});
afterAll(() => harness.close());

const db = () => harness.database.db;

function book(
  input: Partial<Parameters<typeof createBooking>[0]['input']>,
  options: { source?: 'staff' | 'online'; of?: BookableShop } = {},
) {
  const of = options.of ?? shop;
  return createBooking({
    tx: db(),
    shopId: of.shopId,
    actor: of.actor,
    source: options.source ?? 'staff',
    now,
    input: {
      clientId: of.clientId,
      vehicleId: of.vehicleId,
      serviceIds: [of.services.oil],
      mechanicId: of.mechanics.alex.id,
      startsAt: at('2026-12-02', '09:00'),
      notes: null,
      bookAnyway: false,
      ...input,
    },
  });
}

async function refusal(promise: Promise<unknown>) {
  const error = (await promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (caught: unknown) => caught,
  )) as AppError;
  return { status: error.status, code: error.code, message: error.message, ...error.extensions };
}

async function historyOf(id: string) {
  return db()
    .select()
    .from(historyEntries)
    .where(eq(historyEntries.subjectId, id))
    .orderBy(asc(historyEntries.occurredAt), asc(historyEntries.seq));
}

describe('createBooking', () => {
  it('books a mechanic: services copied, duration their sum, blocked with the buffer, history', async () => {
    await db().update(shops).set({ bookingBufferMinutes: 15 }).where(eq(shops.id, shop.shopId));
    const booked = await book({
      serviceIds: [shop.services.brakes, shop.services.oil],
      startsAt: at('2026-12-03', '13:00'),
      notes: 'Squeaks when cold',
    });
    await db().update(shops).set({ bookingBufferMinutes: 0 }).where(eq(shops.id, shop.shopId));
    expect(booked).toMatchObject({
      status: 'confirmed',
      mechanicId: shop.mechanics.alex.id,
      overridden: false,
    });
    const [row] = await db().select().from(appointments).where(eq(appointments.id, booked.id));
    expect(row?.startsAt.toISOString()).toBe('2026-12-03T19:00:00.000Z');
    expect(row?.endsAt.toISOString()).toBe('2026-12-03T20:15:00.000Z');
    expect(row?.blockedUntil.toISOString()).toBe('2026-12-03T20:30:00.000Z');
    expect(row).toMatchObject({
      source: 'staff',
      serviceId: shop.services.brakes,
      notes: 'Squeaks when cold',
    });
    expect(row?.number).toBeGreaterThan(0);
    const lines = await db()
      .select({
        name: appointmentServices.name,
        position: appointmentServices.position,
        minutes: appointmentServices.durationMinutes,
      })
      .from(appointmentServices)
      .where(eq(appointmentServices.appointmentId, booked.id))
      .orderBy(asc(appointmentServices.position));
    expect(lines).toEqual([
      { name: 'Brake Check', position: 0, minutes: 45 },
      { name: 'Oil Change', position: 1, minutes: 30 },
    ]);
    const [created] = await historyOf(booked.id);
    expect(created).toMatchObject({
      action: 'created',
      toStatus: 'confirmed',
      actorName: 'Shop Admin',
    });
  });

  it('refuses an overlapping time with the reason; staff may book anyway, recorded', async () => {
    await book({ startsAt: at('2026-12-04', '10:00') });
    const refused = await refusal(book({ startsAt: at('2026-12-04', '10:15') }));
    expect(refused).toEqual({
      status: 409,
      code: 'availability_conflict',
      message: 'Alex Stone already has a booking at 10:00–10:30.',
      conflicts: [{ kind: 'overlap', message: 'Alex Stone already has a booking at 10:00–10:30.' }],
    });
    const anyway = await book({ startsAt: at('2026-12-04', '10:15'), bookAnyway: true });
    expect(anyway.overridden).toBe(true);
    const [created] = await historyOf(anyway.id);
    expect(created?.details).toMatchObject({
      overridden: ['Alex Stone already has a booking at 10:00–10:30.'],
    });
  });

  it('refuses times outside the opening hours and the past', async () => {
    expect(await refusal(book({ startsAt: at('2026-12-02', '11:45') }))).toMatchObject({
      code: 'availability_conflict',
      conflicts: [
        {
          kind: 'outside_opening_hours',
          message: 'Outside opening hours (Wednesday: 08:00–12:00, 13:00–17:00).',
        },
      ],
    });
    expect(await refusal(book({ startsAt: at('2026-11-30', '09:00') }))).toMatchObject({
      conflicts: [{ kind: 'in_the_past', message: 'This time is in the past.' }],
    });
    expect(await refusal(book({ startsAt: at('2026-12-05', '09:00') }))).toMatchObject({
      conflicts: [{ kind: 'closed', message: 'The shop is closed on Saturdays.' }],
    });
  });

  it("'any' picks the free mechanic with the fewest bookings that day", async () => {
    await book({ startsAt: at('2026-12-07', '08:00'), mechanicId: shop.mechanics.alex.id });
    const first = await book({ startsAt: at('2026-12-07', '10:00'), mechanicId: 'any' });
    expect(first.mechanicId).toBe(shop.mechanics.bea.id);
    const second = await book({ startsAt: at('2026-12-07', '10:00'), mechanicId: 'any' });
    expect(second.mechanicId).toBe(shop.mechanics.alex.id);
    expect(
      await refusal(book({ startsAt: at('2026-12-07', '10:00'), mechanicId: 'any' })),
    ).toMatchObject({
      conflicts: [{ kind: 'overlap', message: 'No mechanic is free for this time.' }],
    });
    const unassigned = await book({ startsAt: at('2026-12-07', '13:00'), mechanicId: null });
    expect(unassigned.mechanicId).toBeNull();
  });

  it('online: notice and horizon bind, no override, pending unless the shop auto-confirms', async () => {
    expect(await refusal(book({}, { source: 'online' }))).toMatchObject({
      status: 409,
      code: 'online_booking_off',
    });
    await shop.allowOnline();
    const soon = at('2026-12-01', '08:00'); // two hours' notice from 06:00 needs 08:00 at least
    expect(
      await refusal(
        book({ startsAt: at('2026-12-01', '07:30'), bookAnyway: true }, { source: 'online' }),
      ),
    ).toMatchObject({ conflicts: [{ kind: 'too_soon' }, { kind: 'outside_opening_hours' }] });
    expect((await book({ startsAt: soon }, { source: 'online' })).status).toBe('pending');
    expect(
      await refusal(book({ startsAt: at('2027-02-01', '09:00') }, { source: 'online' })),
    ).toMatchObject({
      conflicts: [
        { kind: 'beyond_horizon', message: 'Bookings can be made at most 60 days ahead.' },
      ],
    });
    await shop.allowOnline(true);
    const confirmed = await book({ startsAt: at('2026-12-08', '09:00') }, { source: 'online' });
    expect(confirmed.status).toBe('confirmed');
    const taken = await refusal(
      book({ startsAt: at('2026-12-08', '09:00') }, { source: 'online' }),
    );
    expect(taken).toMatchObject({ status: 409, code: 'slot_taken', message: SLOT_TAKEN_MESSAGE });
    const fresh = (
      taken as unknown as {
        slots: { days: Array<{ date: string; slots: Array<{ time: string }> }> };
      }
    ).slots;
    expect(fresh.days[0]?.date).toBe('2026-12-08');
    expect(fresh.days[0]?.slots.map((slot) => slot.time)).not.toContain('09:00');
    expect(fresh.days[0]?.slots.map((slot) => slot.time)).toContain('09:30');
  });

  it("another shop's client, vehicle, service or mechanic is not found; unusable ones are refused", async () => {
    expect(await refusal(book({ clientId: other.clientId, vehicleId: null }))).toMatchObject({
      status: 404,
      message: 'Client not found.',
    });
    expect(await refusal(book({ vehicleId: other.vehicleId }))).toMatchObject({
      status: 404,
      message: 'Vehicle not found.',
    });
    expect(await refusal(book({ serviceIds: [other.services.oil] }))).toMatchObject({
      status: 404,
      message: 'Service not found.',
    });
    expect(await refusal(book({ mechanicId: other.mechanics.alex.id }))).toMatchObject({
      status: 404,
      message: 'Mechanic not found.',
    });
    const [retired] = await db()
      .insert(services)
      .values({
        shopId: shop.shopId,
        name: 'Carburettor Tune',
        category: 'Engine',
        durationMinutes: 60,
        price: '90',
        active: false,
      })
      .returning({ id: services.id });
    expect(await refusal(book({ serviceIds: [retired?.id ?? ''] }))).toMatchObject({
      status: 400,
      message: 'Carburettor Tune is no longer offered.',
    });
    const [stranger] = await db()
      .insert(clients)
      .values({ shopId: shop.shopId, name: 'Sam Stranger' })
      .returning({ id: clients.id });
    expect(await refusal(book({ clientId: stranger?.id }))).toMatchObject({
      status: 400,
      message: 'This vehicle belongs to another client.',
    });
  });

  it('a racing booking refused by the database: the next free mechanic for any, else slot_taken; the caller transaction survives', async () => {
    // A long booking that started more than a week earlier is outside what the checks read, so
    // only the exclusion constraint sees that Alex is busy on 2026-12-09: the path a racing
    // booking takes. (Its own shop, so the other tests' bookings do not overlap it.)
    const race = await createBookableShop(harness.app, 'race');
    await db()
      .insert(appointments)
      .values({
        shopId: race.shopId,
        clientId: race.clientId,
        mechanicId: race.mechanics.alex.id,
        startsAt: new Date(at('2026-11-20', '09:00')),
        endsAt: new Date(at('2026-12-09', '17:00')),
        blockedUntil: new Date(at('2026-12-09', '17:00')),
        status: 'confirmed',
      });
    const result = await db().transaction(async (tx) => {
      const input = {
        clientId: race.clientId,
        vehicleId: race.vehicleId,
        serviceIds: [race.services.oil],
        startsAt: at('2026-12-09', '09:00'),
        notes: null,
        bookAnyway: false,
      };
      const viaAny = await createBooking({
        tx,
        shopId: race.shopId,
        actor: race.actor,
        source: 'staff',
        now,
        input: { ...input, mechanicId: 'any' },
      });
      const refused = await refusal(
        createBooking({
          tx,
          shopId: race.shopId,
          actor: race.actor,
          source: 'staff',
          now,
          input: { ...input, mechanicId: race.mechanics.alex.id },
        }),
      );
      const [stillUsable] = await tx
        .select({ id: appointments.id })
        .from(appointments)
        .where(eq(appointments.id, viaAny.id));
      return { viaAny, refused, stillUsable };
    });
    expect(result.viaAny.mechanicId).toBe(race.mechanics.bea.id);
    expect(result.refused).toMatchObject({
      status: 409,
      code: 'slot_taken',
      message: SLOT_TAKEN_MESSAGE,
    });
    expect(result.stillUsable?.id).toBe(result.viaAny.id);
  });

  it('parallel bookings of one slot: exactly one succeeds, the rest are clean 409 slot_taken', async () => {
    await shop.allowOnline(true);
    const attempts = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        db().transaction((tx) =>
          createBooking({
            tx,
            shopId: shop.shopId,
            actor: shop.actor,
            source: 'online',
            now,
            input: {
              clientId: shop.clientId,
              vehicleId: shop.vehicleId,
              serviceIds: [shop.services.oil],
              mechanicId: shop.mechanics.bea.id,
              startsAt: at('2026-12-10', '14:00'),
              notes: null,
              bookAnyway: false,
            },
          }),
        ),
      ),
    );
    const won = attempts.filter((attempt) => attempt.status === 'fulfilled');
    const lost = attempts.flatMap((attempt) =>
      attempt.status === 'rejected' ? [attempt.reason as AppError] : [],
    );
    expect(won).toHaveLength(1);
    expect(lost.map((error) => [error.status, error.code, error.message])).toEqual(
      Array.from({ length: 11 }, () => [409, 'slot_taken', SLOT_TAKEN_MESSAGE]),
    );
    const live = await db()
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.mechanicId, shop.mechanics.bea.id),
          eq(appointments.startsAt, new Date(at('2026-12-10', '14:00'))),
        ),
      );
    expect(live).toHaveLength(1);
  });
  it("parallel 'any' bookings of one slot fill each mechanic once; the rest are slot_taken", async () => {
    await shop.allowOnline(true);
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        db().transaction((tx) =>
          createBooking({
            tx,
            shopId: shop.shopId,
            actor: shop.actor,
            source: 'online',
            now,
            input: {
              clientId: shop.clientId,
              vehicleId: shop.vehicleId,
              serviceIds: [shop.services.oil],
              mechanicId: 'any',
              startsAt: at('2026-12-11', '14:00'),
              notes: null,
              bookAnyway: false,
            },
          }),
        ),
      ),
    );
    const mechanics = attempts.flatMap((attempt) =>
      attempt.status === 'fulfilled' ? [attempt.value.mechanicId] : [],
    );
    expect(mechanics.sort()).toEqual([shop.mechanics.alex.id, shop.mechanics.bea.id].sort());
    const codes = attempts.flatMap((attempt) =>
      attempt.status === 'rejected' ? [(attempt.reason as AppError).code] : [],
    );
    expect(codes).toEqual(Array.from({ length: 6 }, () => 'slot_taken'));
  });
});

describe('rescheduleBooking', () => {
  function reschedule(
    id: string,
    input: Partial<Parameters<typeof rescheduleBooking>[0]['input']>,
  ) {
    return rescheduleBooking({
      tx: db(),
      shopId: shop.shopId,
      appointmentId: id,
      actor: shop.actor,
      source: 'staff',
      now,
      input: { bookAnyway: false, ...input },
    });
  }

  it('moves a booking (keeping its length), records from → to, and never blocks itself', async () => {
    const booked = await book({ startsAt: at('2026-12-14', '09:00') });
    await reschedule(booked.id, { endsAt: at('2026-12-14', '10:00') }); // resized to an hour
    const moved = await reschedule(booked.id, { startsAt: at('2026-12-14', '09:30') });
    expect(moved).toMatchObject({ changed: true, mechanicId: shop.mechanics.alex.id });
    const [row] = await db().select().from(appointments).where(eq(appointments.id, booked.id));
    expect([row?.startsAt.toISOString(), row?.endsAt.toISOString()]).toEqual([
      at('2026-12-14', '09:30'),
      at('2026-12-14', '10:30'),
    ]);
    const history = await historyOf(booked.id);
    expect(history.map((entry) => entry.action)).toEqual(['created', 'rescheduled', 'rescheduled']);
    expect(history[2]?.details).toEqual({
      from: { startsAt: at('2026-12-14', '09:00'), endsAt: at('2026-12-14', '10:00') },
      to: { startsAt: at('2026-12-14', '09:30'), endsAt: at('2026-12-14', '10:30') },
    });
    expect(await reschedule(booked.id, { startsAt: at('2026-12-14', '09:30') })).toMatchObject({
      changed: false,
    });
  });

  it('reassigns, changes services (the end follows) and refuses a move onto another booking', async () => {
    const mine = await book({ startsAt: at('2026-12-15', '09:00') });
    await book({ startsAt: at('2026-12-15', '11:00'), mechanicId: shop.mechanics.bea.id });
    expect(
      await refusal(
        reschedule(mine.id, {
          mechanicId: shop.mechanics.bea.id,
          startsAt: at('2026-12-15', '11:15'),
        }),
      ),
    ).toMatchObject({
      code: 'availability_conflict',
      conflicts: [{ kind: 'overlap', message: 'Bea Ford already has a booking at 11:00–11:30.' }],
    });
    await reschedule(mine.id, { mechanicId: shop.mechanics.bea.id });
    await reschedule(mine.id, {
      serviceIds: [shop.services.oil, shop.services.brakes],
      notes: 'Also brakes',
    });
    const [row] = await db().select().from(appointments).where(eq(appointments.id, mine.id));
    expect(row?.endsAt.toISOString()).toBe(at('2026-12-15', '10:15'));
    const history = await historyOf(mine.id);
    expect(history.slice(1).map((entry) => [entry.action, entry.details])).toEqual([
      [
        'assigned',
        {
          from: { mechanicId: shop.mechanics.alex.id, name: 'Alex Stone' },
          to: { mechanicId: shop.mechanics.bea.id, name: 'Bea Ford' },
        },
      ],
      ['rescheduled', expect.any(Object)],
      [
        'updated',
        {
          services: { from: ['Oil Change'], to: ['Oil Change', 'Brake Check'] },
          notes: { from: null, to: 'Also brakes' },
        },
      ],
    ]);
  });

  it('a car owner moves a booking: it keeps its mechanic when free, else any free one takes it', async () => {
    await shop.allowOnline(true);
    const mine = await book({ startsAt: at('2026-12-17', '09:00') }, { source: 'online' });
    await book({ startsAt: at('2026-12-17', '13:00'), mechanicId: mine.mechanicId });
    const owner = (input: { startsAt: string }) =>
      rescheduleBooking({
        tx: db(),
        shopId: shop.shopId,
        appointmentId: mine.id,
        actor: shop.actor,
        source: 'online',
        clientId: shop.clientId,
        now,
        input: { bookAnyway: false, ...input },
      });
    expect(await owner({ startsAt: at('2026-12-17', '10:00') })).toMatchObject({
      mechanicId: mine.mechanicId,
    });
    const other = [shop.mechanics.alex.id, shop.mechanics.bea.id].find(
      (id) => id !== mine.mechanicId,
    );
    expect(await owner({ startsAt: at('2026-12-17', '13:00') })).toMatchObject({
      mechanicId: other,
    });
    await book({ startsAt: at('2026-12-17', '15:00'), mechanicId: shop.mechanics.alex.id });
    await book({ startsAt: at('2026-12-17', '15:00'), mechanicId: shop.mechanics.bea.id });
    expect(await refusal(owner({ startsAt: at('2026-12-17', '15:00') }))).toMatchObject({
      code: 'slot_taken',
      message: SLOT_TAKEN_MESSAGE,
    });
  });

  it('only pending and confirmed bookings change; another shop or client does not find it', async () => {
    const done = await book({ startsAt: at('2026-12-16', '09:00') });
    await db()
      .update(appointments)
      .set({ status: 'completed' })
      .where(eq(appointments.id, done.id));
    expect(
      await refusal(reschedule(done.id, { startsAt: at('2026-12-16', '10:00') })),
    ).toMatchObject({
      status: 409,
      message: 'Only pending or confirmed bookings can be changed.',
    });
    const mine = await book({ startsAt: at('2026-12-16', '13:00') });
    expect(
      await refusal(
        rescheduleBooking({
          tx: db(),
          shopId: other.shopId,
          appointmentId: mine.id,
          actor: other.actor,
          source: 'staff',
          now,
          input: { bookAnyway: false, notes: 'x' },
        }),
      ),
    ).toMatchObject({ status: 404 });
    expect(
      await refusal(
        rescheduleBooking({
          tx: db(),
          shopId: shop.shopId,
          appointmentId: mine.id,
          actor: shop.actor,
          source: 'online',
          clientId: other.clientId,
          now,
          input: { bookAnyway: false, notes: 'x' },
        }),
      ),
    ).toMatchObject({ status: 404, message: 'Booking not found.' });
  });
});

describe('listBookingSlots', () => {
  it('staff see every free time not past; car owners only after the notice', async () => {
    const query = {
      tx: db(),
      shopId: shop.shopId,
      serviceIds: [shop.services.oil],
      from: '2026-12-01',
      to: '2026-12-01',
      mechanicId: shop.mechanics.bea.id,
      now,
    };
    const staff = await listBookingSlots({ ...query, audience: 'staff' });
    const online = await listBookingSlots({ ...query, audience: 'online' });
    expect(staff.timeZone).toBe('America/Chicago');
    expect(staff.days[0]?.slots[0]?.time).toBe('08:00');
    // 06:00 now + 120 minutes of notice.
    expect(online.days[0]?.slots[0]?.time).toBe('08:00');
    const later = await listBookingSlots({
      ...query,
      audience: 'online',
      now: new Date(at('2026-12-01', '07:00')),
    });
    expect(later.days[0]?.slots[0]?.time).toBe('09:00');
    const staffLater = await listBookingSlots({
      ...query,
      audience: 'staff',
      now: new Date(at('2026-12-01', '07:00')),
    });
    expect(staffLater.days[0]?.slots[0]?.time).toBe('08:00');
  });
});
