import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-helpers.ts';
import { type BookableShop, createBookableShop } from '../../test/booking-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

/** #21: impossible or extreme dates are the caller's mistake (400 naming the field), never a 500. */
let harness: Awaited<ReturnType<typeof createTestApp>>;
let shop: BookableShop;

beforeAll(async () => {
  harness = await createTestApp();
  shop = await createBookableShop(harness.app, 'dates');
  await shop.allowOnline();
});
afterAll(() => harness?.close());

const fieldsOf = (response: { json(): { errors?: { path: string }[] } }) =>
  (response.json().errors ?? []).map((error) => error.path);

describe('impossible and extreme dates', () => {
  it('the signed-out booking page gets a 400 for a day that does not exist, not a list with it', async () => {
    for (const [from, to] of [
      ['2026-02-28', '2026-02-30'],
      ['0000-01-01', '2026-03-01'],
    ]) {
      const response = await harness.app.inject(
        `/api/v1/public/workshops/${shop.shopId}/booking-slots?serviceIds=${shop.services.oil}&from=${from}&to=${to}`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(fieldsOf(response)).toContain(from === '0000-01-01' ? 'query.from' : 'query.to');
    }
  });

  it('the availability screen refuses 2026-02-30', async () => {
    const response = await apiAs(harness.app, shop.admin).get(
      '/availability?from=2026-02-30&to=2026-03-02',
    );
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['query.from']);
  });

  it('closures and time-off refuse days that do not exist and years no shop means', async () => {
    const admin = apiAs(harness.app, shop.admin);
    const mechanicId = shop.mechanics.alex.id;
    for (const day of ['2026-02-30', '0000-01-01', '9999-12-31']) {
      const closure = await admin.send('POST', '/availability/closures', {
        startsOn: '2026-02-01',
        endsOn: day,
        name: 'Holiday',
      });
      expect(closure.statusCode).toBe(400);
      expect(new Set(fieldsOf(closure))).toEqual(new Set(['body.endsOn']));
      const allDay = await admin.send('POST', '/availability/time-off', {
        mechanicId,
        allDay: true,
        startsOn: day,
        endsOn: day,
      });
      expect(allDay.statusCode).toBe(400);
      expect(fieldsOf(allDay)).toEqual(expect.arrayContaining(['body.startsOn', 'body.endsOn']));
      const partial = await admin.send('POST', '/availability/time-off', {
        mechanicId,
        allDay: false,
        startsAt: `${day}T09:00`,
        endsAt: `${day}T12:00`,
      });
      expect(partial.statusCode).toBe(400);
      expect(fieldsOf(partial)).toEqual(expect.arrayContaining(['body.startsAt', 'body.endsAt']));
    }
  });
});
