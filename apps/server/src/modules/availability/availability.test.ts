import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, signUpStaff } from '../../test/api-helpers.ts';
import {
  type BookableShop,
  createBookableShop,
  WEEKDAY_HOURS,
} from '../../test/booking-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
let shop: BookableShop;
let other: BookableShop;
let as: Record<
  'admin' | 'frontDesk' | 'manager' | 'alex' | 'bea' | 'otherAdmin',
  ReturnType<typeof apiAs>
>;

// A Monday far enough ahead that no slot of it is ever in the past; Chicago is on CST (UTC−6).
const MONDAY = '2030-01-07';

beforeAll(async () => {
  harness = await createTestApp();
  shop = await createBookableShop(harness.app, 'avail');
  other = await createBookableShop(harness.app, 'avail-other');
  const app = harness.app;
  as = {
    admin: apiAs(app, shop.admin),
    frontDesk: apiAs(
      app,
      await signUpStaff(app, {
        email: 'desk-avail@example.com',
        shopId: shop.shopId,
        role: 'front_desk',
      }),
    ),
    manager: apiAs(
      app,
      await signUpStaff(app, {
        email: 'manager-avail@example.com',
        shopId: shop.shopId,
        role: 'manager',
      }),
    ),
    alex: apiAs(app, shop.mechanics.alex),
    bea: apiAs(app, shop.mechanics.bea),
    otherAdmin: apiAs(app, other.admin),
  };
});
afterAll(() => harness.close());

type Slots = {
  timeZone: string;
  days: Array<{
    date: string;
    slots: Array<{ time: string; startsAt: string; freeMechanics: number }>;
  }>;
};

async function slotsOn(date: string, extra = ''): Promise<Slots['days'][number]['slots']> {
  const response = await as.frontDesk.get(
    `/booking-slots?serviceIds=${shop.services.oil}&from=${date}&to=${date}${extra}`,
  );
  expect(response.statusCode).toBe(200);
  return (response.json() as Slots).days[0]?.slots ?? [];
}

describe('GET /api/v1/availability', () => {
  it('returns the hours, closures and mechanics; a mechanic sees only their own schedule', async () => {
    const response = await as.manager.get(`/availability?from=${MONDAY}&to=${MONDAY}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      timeZone: 'America/Chicago',
      openingHours: WEEKDAY_HOURS,
      closures: [],
      mechanics: [
        {
          id: shop.mechanics.alex.id,
          name: 'Alex Stone',
          hours: null,
          timeOff: [],
          exceptions: [],
        },
        { id: shop.mechanics.bea.id, name: 'Bea Ford', hours: null, timeOff: [], exceptions: [] },
      ],
    });
    const own = await as.alex.get(`/availability?from=${MONDAY}&to=${MONDAY}`);
    expect(own.json().mechanics.map((mechanic: { name: string }) => mechanic.name)).toEqual([
      'Alex Stone',
    ]);
  });

  it('names the bad field of the query', async () => {
    const response = await as.admin.get('/availability?from=2030-01-07&to=2030-01-01');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().errors).toEqual([
      { path: 'query.to', message: 'The last day must not be before the first' },
    ]);
  });
});

describe('opening hours and mechanic hours', () => {
  it('the admin replaces the opening hours and the slots follow; others may not', async () => {
    const saturday = [...WEEKDAY_HOURS, { weekday: 6, start: '09:00', end: '12:00' }];
    expect((await slotsOn('2030-01-12')).length).toBe(0);
    const response = await as.admin.send('PUT', '/availability/opening-hours', { hours: saturday });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ hours: saturday });
    const times = (await slotsOn('2030-01-12')).map((slot) => slot.time);
    expect(times[0]).toBe('09:00');
    expect(times.at(-1)).toBe('11:30');
    expect(
      (await as.frontDesk.send('PUT', '/availability/opening-hours', { hours: [] })).statusCode,
    ).toBe(403);
    expect(
      (await as.manager.send('PUT', '/availability/opening-hours', { hours: [] })).statusCode,
    ).toBe(403);
    await as.admin.send('PUT', '/availability/opening-hours', { hours: WEEKDAY_HOURS });
  });

  it.each([
    [
      [{ weekday: 1, start: '10:00', end: '09:00' }],
      'body.hours.0.end',
      'The end must be after the start',
    ],
    [[{ weekday: 1, start: '9am', end: '12:00' }], 'body.hours.0.start', 'Use a time like 08:30'],
    [
      [
        { weekday: 1, start: '08:00', end: '12:00' },
        { weekday: 1, start: '11:00', end: '13:00' },
      ],
      'body.hours.1.start',
      'Ranges on the same day must not overlap',
    ],
  ])('refuses %j naming %s', async (hours, path, message) => {
    const response = await as.admin.send('PUT', '/availability/opening-hours', { hours });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path, message }]);
  });

  it("front desk sets a mechanic's own hours (slots follow) and resets them; another shop's mechanic is not found", async () => {
    const mornings = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '12:00' }));
    const response = await as.frontDesk.send(
      'PUT',
      `/availability/mechanics/${shop.mechanics.bea.id}/hours`,
      {
        hours: mornings,
      },
    );
    expect(response.statusCode).toBe(200);
    const afternoon = (await slotsOn(MONDAY)).find((slot) => slot.time === '14:00');
    expect(afternoon?.freeMechanics).toBe(1);
    expect(
      (await slotsOn(MONDAY, `&mechanicId=${shop.mechanics.alex.id}`)).map((slot) => slot.time),
    ).toContain('14:00');
    expect((await slotsOn(MONDAY, `&mechanicId=${shop.mechanics.bea.id}`)).at(-1)?.time).toBe(
      '11:30',
    );
    await as.frontDesk.send('PUT', `/availability/mechanics/${shop.mechanics.bea.id}/hours`, {
      hours: null,
    });
    expect((await slotsOn(MONDAY)).find((slot) => slot.time === '14:00')?.freeMechanics).toBe(2);
    const foreign = await as.frontDesk.send(
      'PUT',
      `/availability/mechanics/${other.mechanics.bea.id}/hours`,
      {
        hours: null,
      },
    );
    expect(foreign.statusCode).toBe(404);
    expect(
      (
        await as.alex.send('PUT', `/availability/mechanics/${shop.mechanics.alex.id}/hours`, {
          hours: null,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('closures', () => {
  it('the admin closes a day (no slots) and reopens it; another shop cannot remove it', async () => {
    const created = await as.admin.send('POST', '/availability/closures', {
      startsOn: MONDAY,
      endsOn: MONDAY,
      name: 'Inventory day',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      startsOn: MONDAY,
      endsOn: MONDAY,
      name: 'Inventory day',
    });
    expect(await slotsOn(MONDAY)).toEqual([]);
    const listed = await as.frontDesk.get(`/availability?from=${MONDAY}&to=${MONDAY}`);
    expect(listed.json().closures).toEqual([created.json()]);
    const id = created.json().id as string;
    expect((await as.otherAdmin.send('DELETE', `/availability/closures/${id}`)).statusCode).toBe(
      404,
    );
    expect((await as.frontDesk.send('DELETE', `/availability/closures/${id}`)).statusCode).toBe(
      403,
    );
    expect((await as.admin.send('DELETE', `/availability/closures/${id}`)).statusCode).toBe(204);
    expect((await slotsOn(MONDAY)).length).toBeGreaterThan(0);
  });

  it('names the bad field', async () => {
    const response = await as.admin.send('POST', '/availability/closures', {
      startsOn: '2030-01-08',
      endsOn: MONDAY,
      name: ' ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'body.name', message: 'Name is required' },
        { path: 'body.endsOn', message: 'The last day must not be before the first' },
      ]),
    );
  });
});

describe('time off', () => {
  it("a mechanic's own time off waits as a request; the desk's is approved at once", async () => {
    const asked = await as.alex.send('POST', '/availability/time-off', {
      mechanicId: shop.mechanics.alex.id,
      allDay: true,
      startsOn: MONDAY,
      endsOn: MONDAY,
    });
    expect(asked.json()).toMatchObject({ status: 'pending' });
    expect((await slotsOn(MONDAY))[0]?.freeMechanics).toBe(2);
    await as.alex.send('DELETE', `/availability/time-off/${asked.json().id}`);
  });

  it('the desk records whole days, stored from local midnight to midnight after', async () => {
    const response = await as.frontDesk.send('POST', '/availability/time-off', {
      mechanicId: shop.mechanics.alex.id,
      allDay: true,
      startsOn: MONDAY,
      endsOn: '2030-01-08',
      reason: 'Fishing trip',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      mechanicId: shop.mechanics.alex.id,
      allDay: true,
      startsAt: '2030-01-07T06:00:00.000Z',
      endsAt: '2030-01-09T06:00:00.000Z',
      reason: 'Fishing trip',
      status: 'approved',
    });
    expect((await slotsOn(MONDAY)).every((slot) => slot.freeMechanics === 1)).toBe(true);
    expect(await slotsOn(MONDAY, `&mechanicId=${shop.mechanics.bea.id}`)).not.toEqual([]);
    expect(await slotsOn(MONDAY, `&mechanicId=${shop.mechanics.alex.id}`)).toEqual([]);
    // Bea may not remove Alex's time off; the front desk may.
    const id = response.json().id as string;
    expect((await as.bea.send('DELETE', `/availability/time-off/${id}`)).json().detail).toBe(
      'You can change only your own time off.',
    );
    expect((await as.otherAdmin.send('DELETE', `/availability/time-off/${id}`)).statusCode).toBe(
      404,
    );
    expect((await as.frontDesk.send('DELETE', `/availability/time-off/${id}`)).statusCode).toBe(
      204,
    );
    expect((await slotsOn(MONDAY))[0]?.freeMechanics).toBe(2);
  });

  it('keeps whole days and partial times in wall-clock time across a DST change', async () => {
    const allDay = await as.frontDesk.send('POST', '/availability/time-off', {
      mechanicId: shop.mechanics.bea.id,
      allDay: true,
      startsOn: '2030-03-10',
      endsOn: '2030-03-10',
    });
    // Chicago springs forward on 2030-03-10: a 23-hour day from CST to CDT.
    expect(allDay.json()).toMatchObject({
      startsAt: '2030-03-10T06:00:00.000Z',
      endsAt: '2030-03-11T05:00:00.000Z',
    });
    const partial = await as.frontDesk.send('POST', '/availability/time-off', {
      mechanicId: shop.mechanics.bea.id,
      allDay: false,
      startsAt: '2030-03-11T13:00',
      endsAt: '2030-03-11T15:30',
      reason: 'Dentist',
    });
    expect(partial.statusCode).toBe(201);
    expect(partial.json()).toMatchObject({
      allDay: false,
      startsAt: '2030-03-11T18:00:00.000Z',
      endsAt: '2030-03-11T20:30:00.000Z',
    });
    const beaSlots = (await slotsOn('2030-03-11', `&mechanicId=${shop.mechanics.bea.id}`)).map(
      (slot) => slot.time,
    );
    expect(beaSlots).toContain('11:30');
    expect(beaSlots).not.toContain('13:00');
    expect(beaSlots).not.toContain('15:00');
    expect(beaSlots).toContain('15:30');
  });

  it("refuses a mechanic's time off for someone else, another shop's mechanic, and bad input", async () => {
    const forBea = await as.alex.send('POST', '/availability/time-off', {
      mechanicId: shop.mechanics.bea.id,
      allDay: true,
      startsOn: MONDAY,
      endsOn: MONDAY,
    });
    expect(forBea.statusCode).toBe(403);
    const foreign = await as.frontDesk.send('POST', '/availability/time-off', {
      mechanicId: other.mechanics.alex.id,
      allDay: true,
      startsOn: MONDAY,
      endsOn: MONDAY,
    });
    expect(foreign.statusCode).toBe(404);
    const backwards = await as.frontDesk.send('POST', '/availability/time-off', {
      mechanicId: shop.mechanics.alex.id,
      allDay: false,
      startsAt: '2030-01-07T15:00',
      endsAt: '2030-01-07T13:00',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([
      { path: 'body.endsAt', message: 'The end must be after the start' },
    ]);
    expect((await as.manager.send('POST', '/availability/time-off', {})).statusCode).toBe(403);
  });
});

describe('booking settings', () => {
  it('the admin reads and changes the rules; the buffer and step change the slots', async () => {
    const read = await as.admin.get('/booking-settings');
    expect(read.json()).toEqual({
      onlineBookingEnabled: false,
      onlineBookingAutoConfirm: false,
      bufferMinutes: 0,
      noticeMinutes: 120,
      horizonDays: 60,
      cutoffHours: 24,
      slotMinutes: 15,
    });
    expect((await slotsOn(MONDAY)).slice(0, 2).map((slot) => slot.time)).toEqual([
      '08:00',
      '08:15',
    ]);
    const changed = await as.admin.send('PATCH', '/booking-settings', {
      slotMinutes: 60,
      bufferMinutes: 30,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      slotMinutes: 60,
      bufferMinutes: 30,
      noticeMinutes: 120,
    });
    expect((await slotsOn(MONDAY)).slice(0, 2).map((slot) => slot.time)).toEqual([
      '08:00',
      '09:00',
    ]);
    await as.admin.send('PATCH', '/booking-settings', { slotMinutes: 15, bufferMinutes: 0 });
  });

  it('names the bad field and refuses other roles', async () => {
    const response = await as.admin.send('PATCH', '/booking-settings', { slotMinutes: 7 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'body.slotMinutes', message: 'Choose 5, 10, 15, 20, 30 or 60 minutes' },
    ]);
    expect((await as.frontDesk.get('/booking-settings')).statusCode).toBe(403);
    expect(
      (await as.manager.send('PATCH', '/booking-settings', { bufferMinutes: 5 })).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/v1/booking-slots', () => {
  it('answers per date with instants, wall-clock times and free mechanics', async () => {
    const response = await as.frontDesk.get(
      `/booking-slots?serviceIds=${shop.services.oil},${shop.services.brakes}&from=${MONDAY}&to=2030-01-08`,
    );
    const body = response.json() as Slots & { durationMinutes: number };
    expect(body.timeZone).toBe('America/Chicago');
    expect(body.durationMinutes).toBe(75);
    expect(body.days.map((day) => day.date)).toEqual([MONDAY, '2030-01-08']);
    expect(body.days[0]?.slots[0]).toEqual({
      startsAt: '2030-01-07T14:00:00.000Z',
      time: '08:00',
      freeMechanics: 2,
    });
    // 75 minutes: the last morning start is 10:45, the last afternoon start 15:45.
    const times = body.days[0]?.slots.map((slot) => slot.time) ?? [];
    expect(times).toContain('10:45');
    expect(times).not.toContain('11:00');
    expect(times.at(-1)).toBe('15:45');
  });

  it('names the bad field; another shop ids are not found', async () => {
    const bad = await as.frontDesk.get(`/booking-slots?serviceIds=oil&from=${MONDAY}&to=${MONDAY}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { path: 'query.serviceIds.0', message: 'Each service must be an id' },
    ]);
    const foreignService = await as.frontDesk.get(
      `/booking-slots?serviceIds=${other.services.oil}&from=${MONDAY}&to=${MONDAY}`,
    );
    expect(foreignService.statusCode).toBe(404);
    const foreignMechanic = await as.frontDesk.get(
      `/booking-slots?serviceIds=${shop.services.oil}&from=${MONDAY}&to=${MONDAY}&mechanicId=${other.mechanics.alex.id}`,
    );
    expect(foreignMechanic.statusCode).toBe(404);
  });

  it('is in the OpenAPI document with its roles', async () => {
    const document = (await harness.app.inject('/api/openapi.json')).json();
    expect(document.paths['/api/v1/booking-slots'].get['x-roles']).toEqual([
      'admin',
      'manager',
      'front_desk',
      'mechanic',
    ]);
    expect(document.paths['/api/v1/availability/opening-hours'].put['x-roles']).toEqual(['admin']);
    expect(document.paths['/api/v1/availability/time-off'].post['x-roles']).toEqual([
      'admin',
      'front_desk',
      'mechanic',
    ]);
  });
});
