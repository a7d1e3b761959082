import type { JobOrderList } from '@pitstop/domain/job-order-views';
import type { JobOrderStatus } from '@pitstop/domain/job-orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicles } from '../../db/schema/clients.ts';
import { jobOrders } from '../../db/schema/workshop.ts';
import { apiAs, type Session } from '../../test/api-helpers.ts';
import { appointmentSeeder } from '../../test/appointment-seed.ts';
import { type BookableShop, createBookableShop } from '../../test/booking-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
let shop: BookableShop;
let rival: BookableShop;
const people = {} as Record<'ann' | 'bob' | 'annCar' | 'bobCar', string>;
/** Job orders by name, with their numbers. */
const jobs = {} as Record<string, { id: string; number: number }>;

const as = (session: Session) => apiAs(harness.app, session);

async function list(session: Session, query = ''): Promise<JobOrderList> {
  const response = await as(session).get(`/job-orders${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as JobOrderList;
}

const namesOf = (page: JobOrderList) =>
  page.items.map((item) => Object.keys(jobs).find((name) => jobs[name]?.id === item.id));

async function insertJob(
  name: string,
  values: {
    clientId: string;
    vehicleId: string | null;
    status: JobOrderStatus;
    openedAt: string;
    completedAt?: string;
    mechanicId?: string | null;
    promisedAt?: string;
    total?: string;
  },
) {
  const [row] = await harness.database.db
    .insert(jobOrders)
    .values({
      shopId: shop.shopId,
      clientId: values.clientId,
      vehicleId: values.vehicleId,
      mechanicId: values.mechanicId ?? null,
      status: values.status,
      openedAt: new Date(values.openedAt),
      completedAt: values.completedAt ? new Date(values.completedAt) : null,
      promisedAt: values.promisedAt ? new Date(values.promisedAt) : null,
      totalCost: values.total ?? '0',
    })
    .returning({ id: jobOrders.id, number: jobOrders.number });
  if (!row) throw new Error('job order not inserted');
  jobs[name] = row;
}

beforeAll(async () => {
  harness = await createTestApp();
  const seed = appointmentSeeder(harness.database);
  shop = await createBookableShop(harness.app, 'list');
  rival = await createBookableShop(harness.app, 'list-rival');
  people.ann = await seed.client(shop.shopId, { name: 'Ann Archer', email: 'ann@example.com' });
  people.bob = await seed.client(shop.shopId, { name: 'Bob Baker' });
  people.annCar = await seed.vehicle(shop.shopId, people.ann, {
    make: 'Toyota',
    model: 'RAV4',
    year: 2019,
    registrationNumber: 'ABC-123',
  });
  people.bobCar = await seed.vehicle(shop.shopId, people.bob, {
    make: 'Ford',
    model: 'Focus',
    registrationNumber: 'XYZ 987',
  });
  await harness.database.db
    .update(vehicles)
    .set({ vin: 'WVWZZZ1JZXW000001' })
    .where(eq(vehicles.id, people.bobCar));

  const { alex, bea } = shop.mechanics;
  const ann = { clientId: people.ann, vehicleId: people.annCar };
  const bob = { clientId: people.bob, vehicleId: people.bobCar };
  // Shop time: America/Chicago (UTC−6 in December).
  await insertJob('a', {
    ...ann,
    status: 'estimate',
    openedAt: '2026-12-01T15:00:00Z',
    mechanicId: alex.id,
    promisedAt: '2026-12-05T15:00:00Z',
    total: '10.00',
  });
  await insertJob('b', {
    ...bob,
    status: 'in_progress',
    openedAt: '2026-12-02T15:00:00Z',
    mechanicId: bea.id,
    total: '250.00',
  });
  await insertJob('c', {
    ...ann,
    status: 'completed',
    openedAt: '2026-12-03T15:00:00Z',
    completedAt: '2026-12-04T17:00:00Z',
    mechanicId: alex.id,
    total: '99.99',
  });
  // 23:30 on Dec 4 in Chicago, Dec 5 in UTC.
  await insertJob('d', {
    ...bob,
    status: 'cancelled',
    openedAt: '2026-12-05T05:30:00Z',
    total: '5.00',
  });
  await insertJob('e', {
    ...bob,
    status: 'ready_for_pickup',
    openedAt: '2026-12-06T15:00:00Z',
    promisedAt: '2026-12-03T15:00:00Z',
    total: '75.50',
  });
  await insertJob('f', {
    ...ann,
    status: 'completed',
    openedAt: '2026-12-07T15:00:00Z',
    completedAt: '2026-12-07T20:00:00Z',
    mechanicId: bea.id,
    total: '1200.00',
  });
  await insertJob('g', {
    ...ann,
    status: 'awaiting_approval',
    openedAt: '2026-12-08T15:00:00Z',
    mechanicId: alex.id,
    total: '42.00',
  });
});

afterAll(async () => {
  await harness.close();
});

describe('GET /job-orders', () => {
  it('lists newest opened first with the columns the list shows', async () => {
    const page = await list(shop.admin);
    expect(namesOf(page)).toEqual(['g', 'f', 'e', 'd', 'c', 'b', 'a']);
    expect(page.items.at(-1)).toEqual({
      id: jobs.a?.id,
      number: jobs.a?.number,
      status: 'estimate',
      client: { id: people.ann, name: 'Ann Archer' },
      vehicle: { id: people.annCar, label: '2019 Toyota RAV4', registrationNumber: 'ABC-123' },
      mechanic: { id: shop.mechanics.alex.id, name: 'Alex Stone' },
      openedAt: '2026-12-01T15:00:00.000Z',
      promisedAt: '2026-12-05T15:00:00.000Z',
      completedAt: null,
      total: '10.00',
    });
    const rivalPage = await list(rival.admin);
    expect(rivalPage.items).toEqual([]);
  });

  it('shows Pending oldest first and Completed newest completed first', async () => {
    expect(namesOf(await list(shop.admin, '?view=pending'))).toEqual(['a', 'b', 'e', 'g']);
    expect(namesOf(await list(shop.admin, '?view=completed'))).toEqual(['f', 'c']);
    const counts = await as(shop.admin).get('/sidebar-counts');
    expect(counts.json().pendingJobOrders).toBe(4);
    const alexCounts = await as(shop.mechanics.alex).get('/sidebar-counts');
    expect(alexCounts.json().pendingJobOrders).toBe(2);
  });

  it('searches by number, client, plate and VIN', async () => {
    const number = jobs.c?.number ?? 0;
    const byNumber = `JO-${String(number).padStart(4, '0')}`;
    expect(namesOf(await list(shop.admin, `?search=${byNumber}`))).toEqual(['c']);
    expect(namesOf(await list(shop.admin, `?search=${number}`))).toContain('c');
    expect(namesOf(await list(shop.admin, '?search=archer'))).toEqual(['g', 'f', 'c', 'a']);
    expect(namesOf(await list(shop.admin, '?search=ann%40example'))).toEqual(['g', 'f', 'c', 'a']);
    expect(namesOf(await list(shop.admin, '?search=xyz-98'))).toEqual(['e', 'd', 'b']);
    expect(namesOf(await list(shop.admin, '?search=zzz1jz'))).toEqual(['e', 'd', 'b']);
    expect(namesOf(await list(shop.admin, '?search=nobody'))).toEqual([]);
  });

  it('filters by status, mechanic and local dates', async () => {
    const { alex } = shop.mechanics;
    expect(namesOf(await list(shop.admin, '?status=completed'))).toEqual(['f', 'c']);
    expect(namesOf(await list(shop.admin, `?mechanicId=${alex.id}`))).toEqual(['g', 'c', 'a']);
    expect(namesOf(await list(shop.admin, '?mechanicId=unassigned'))).toEqual(['e', 'd']);
    // Opened on Dec 4, shop time: d (23:30 local) only.
    expect(namesOf(await list(shop.admin, '?from=2026-12-04&to=2026-12-04'))).toEqual(['d']);
    // Completed view: by the completed date.
    expect(
      namesOf(await list(shop.admin, '?view=completed&from=2026-12-04&to=2026-12-04')),
    ).toEqual(['c']);
    const backwards = await as(shop.admin).get('/job-orders?from=2026-12-05&to=2026-12-01');
    expect(backwards.statusCode).toBe(400);
    for (const query of ['from=2026-02-31', 'to=9999-12-31', 'from=0000-01-01']) {
      const offCalendar = await as(shop.admin).get(`/job-orders?${query}`);
      expect(offCalendar.statusCode, query).toBe(400);
      expect(offCalendar.json().errors[0].path).toBe(`query.${query.slice(0, query.indexOf('='))}`);
    }
  });

  it('sorts by promised time, number and total', async () => {
    // Jobs with no promised time come last (then by id).
    const promised = namesOf(await list(shop.admin, '?view=pending&sort=promised&order=asc'));
    expect(promised.slice(0, 2)).toEqual(['e', 'a']);
    expect(promised.slice(2).sort()).toEqual(['b', 'g']);
    expect(namesOf(await list(shop.admin, '?sort=total&order=desc'))).toEqual([
      'f',
      'b',
      'c',
      'e',
      'g',
      'a',
      'd',
    ]);
    expect(namesOf(await list(shop.admin, '?sort=number&order=asc'))).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
      'g',
    ]);
  });

  it('pages by keyset with no duplicates, for every sort', async () => {
    for (const query of [
      '',
      '?view=pending',
      '?sort=total&order=asc',
      '?sort=promised',
      '?sort=completed',
    ]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const joiner = query ? '&' : '?';
        const page = await list(
          shop.admin,
          `${query}${joiner}limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...page.items.map((item) => item.id));
        cursor = page.nextCursor;
      } while (cursor);
      const expected = (await list(shop.admin, query)).items.map((item) => item.id);
      expect(seen, query).toEqual(expected);
    }
    const foreign = await list(shop.admin, '?limit=2');
    const replayed = await as(shop.admin).get(
      `/job-orders?view=pending&cursor=${foreign.nextCursor}`,
    );
    expect(replayed.statusCode).toBe(400);
  });

  it('shows a mechanic only their assigned jobs', async () => {
    expect(namesOf(await list(shop.mechanics.bea))).toEqual(['f', 'b']);
  });
});
