import { addLocalDays, localToday, weekdayOf, zonedInstant } from '@pitstop/domain/local-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, type Session, signUpStaff } from '../../test/api-helpers.ts';
import { signUpAndSignIn } from '../../test/auth-helpers.ts';
import { type BookableShop, createBookableShop } from '../../test/booking-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
let shop: BookableShop;
let other: BookableShop;
let frontDesk: Session;
let manager: Session;
let owner: Session;
const as = (session: Session) => apiAs(harness.app, session);
const ZONE = 'America/Chicago';
/** The Monday at least two weeks ahead, whatever today is: the week these tests book. */
const monday = (() => {
  let date = addLocalDays(localToday(ZONE), 14);
  while (weekdayOf(date) !== 1) date = addLocalDays(date, 1);
  return date;
})();
/** Day `n` of that week: 0 Monday … 5 Saturday. */
const day = (n: number) => addLocalDays(monday, n);
/** A wall-clock time of the bookable shop (Chicago), as the API's ISO instant. */
const at = (date: string, time: string) => zonedInstant(date, time, ZONE).toISOString();

beforeAll(async () => {
  harness = await createTestApp();
  shop = await createBookableShop(harness.app, 'writes');
  other = await createBookableShop(harness.app, 'writes-other');
  frontDesk = await signUpStaff(harness.app, {
    email: 'desk@writes.test',
    shopId: shop.shopId,
    role: 'front_desk',
  });
  manager = await signUpStaff(harness.app, {
    email: 'manager@writes.test',
    shopId: shop.shopId,
    role: 'manager',
  });
  owner = await signUpAndSignIn(harness.app, { email: 'owner@writes.test' });
}, 120_000);
afterAll(() => harness?.close());

const booking = (overrides: Record<string, unknown> = {}) => ({
  clientId: shop.clientId,
  vehicleId: shop.vehicleId,
  serviceIds: [shop.services.brakes, shop.services.oil],
  mechanicId: shop.mechanics.alex.id,
  // Tuesday.
  startsAt: at(day(1), '09:00'),
  notes: 'Squeaks when braking',
  ...overrides,
});

describe('POST /appointments', () => {
  it('books a free time: confirmed, the services in order, their total duration, history', async () => {
    const response = await as(frontDesk).send('POST', '/appointments', booking());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'confirmed',
      source: 'staff',
      startsAt: at(day(1), '09:00'),
      endsAt: at(day(1), '10:15'),
      serviceSummary: 'Brake Check, Oil Change',
      mechanic: { id: shop.mechanics.alex.id, name: 'Alex Stone' },
      notes: 'Squeaks when braking',
      overridden: false,
      history: [{ action: 'created' }],
    });
  });

  it('refuses a taken or closed time with the conflicts, and books it anyway when told to', async () => {
    const taken = await as(frontDesk).send(
      'POST',
      '/appointments',
      booking({ startsAt: at(day(1), '09:30') }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'availability_conflict' });
    expect(taken.json().conflicts.map((conflict: { kind: string }) => conflict.kind)).toContain(
      'overlap',
    );

    // Saturday: the shop is closed.
    const closed = await as(frontDesk).send(
      'POST',
      '/appointments',
      booking({ startsAt: at(day(5), '10:00'), mechanicId: shop.mechanics.bea.id }),
    );
    expect(closed.statusCode).toBe(409);
    expect(closed.json().conflicts.length).toBeGreaterThan(0);

    const anyway = await as(frontDesk).send(
      'POST',
      '/appointments',
      booking({ startsAt: at(day(1), '09:30'), bookAnyway: true }),
    );
    expect(anyway.statusCode, anyway.body).toBe(201);
    expect(anyway.json().overridden).toBe(true);
  });

  it('books once for a retried request with the same Idempotency-Key, and refuses the key for another', async () => {
    const retried = booking({
      startsAt: at(day(4), '14:00'),
      serviceIds: [shop.services.oil],
      mechanicId: shop.mechanics.bea.id,
    });
    const key = { 'idempotency-key': 'desk-retry-1' };
    const first = await as(frontDesk).send('POST', '/appointments', retried, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await as(frontDesk).send('POST', '/appointments', retried, key);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    expect(again.json().number).toBe(first.json().number);

    const other = await as(frontDesk).send(
      'POST',
      '/appointments',
      { ...retried, notes: 'Another request' },
      key,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual([
      { path: 'headers.idempotency-key', message: 'Already used for a different request' },
    ]);
  });

  it('gives a time two desks book at once to exactly one of them', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 6 }, () =>
        as(frontDesk).send(
          'POST',
          '/appointments',
          booking({ startsAt: at(day(3), '13:00'), serviceIds: [shop.services.oil] }),
        ),
      ),
    );
    const statuses = attempts.map((attempt) => attempt.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of attempts.filter((attempt) => attempt.statusCode === 409)) {
      // Whoever lost the race saw either the booking (a conflict) or the database's refusal.
      expect(['availability_conflict', 'slot_taken']).toContain(refused.json().code);
    }
  });

  it('names a missing field, and keeps managers, mechanics and car owners out', async () => {
    const missing = await as(frontDesk).send('POST', '/appointments', booking({ serviceIds: [] }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { path: 'body.serviceIds', message: 'Choose at least one service' },
    ]);
    for (const session of [manager, shop.mechanics.alex, owner]) {
      expect((await as(session).send('POST', '/appointments', booking())).statusCode).toBe(403);
    }
    // Another shop's client is not found.
    const foreign = await as(other.admin).send(
      'POST',
      '/appointments',
      booking({ mechanicId: other.mechanics.alex.id }),
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe('PATCH /appointments/:id', () => {
  async function booked(time: string) {
    const response = await as(frontDesk).send(
      'POST',
      '/appointments',
      booking({ startsAt: at(day(2), time), serviceIds: [shop.services.oil] }),
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  }

  it('moves a booking (keeping its length) and reassigns it, recording both', async () => {
    const id = await booked('09:00');
    const moved = await as(frontDesk).send('PATCH', `/appointments/${id}`, {
      startsAt: at(day(2), '14:00'),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      startsAt: at(day(2), '14:00'),
      endsAt: at(day(2), '14:30'),
    });
    const reassigned = await as(shop.admin).send('PATCH', `/appointments/${id}`, {
      mechanicId: shop.mechanics.bea.id,
    });
    expect(reassigned.statusCode, reassigned.body).toBe(200);
    expect(reassigned.json().mechanic).toEqual({ id: shop.mechanics.bea.id, name: 'Bea Ford' });
    expect(reassigned.json().history.map((entry: { action: string }) => entry.action)).toEqual([
      'created',
      'rescheduled',
      'assigned',
    ]);
  });

  it('refuses a move onto a taken time, and any change to a cancelled booking', async () => {
    const first = await booked('10:00');
    const second = await booked('11:00');
    const clash = await as(frontDesk).send('PATCH', `/appointments/${second}`, {
      startsAt: at(day(2), '10:15'),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('availability_conflict');

    const cancelled = await as(frontDesk).send('POST', `/appointments/${first}/transitions`, {
      action: 'cancel',
      reason: 'Client is away',
    });
    expect(cancelled.statusCode).toBe(200);
    const late = await as(frontDesk).send('PATCH', `/appointments/${first}`, {
      notes: 'Too late',
    });
    expect(late.statusCode).toBe(409);
  });

  it("answers 404 for another shop's booking and 403 to managers and mechanics", async () => {
    const id = await booked('15:00');
    expect(
      (await as(other.admin).send('PATCH', `/appointments/${id}`, { notes: 'x' })).statusCode,
    ).toBe(404);
    for (const session of [manager, shop.mechanics.alex]) {
      expect(
        (await as(session).send('PATCH', `/appointments/${id}`, { notes: 'x' })).statusCode,
      ).toBe(403);
    }
  });
});
