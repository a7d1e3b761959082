import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobOrderTimeEntries, visitRatings } from '../../db/schema/workshop.ts';
import { apiAs, type Session, signUpStaff } from '../../test/api-helpers.ts';
import { createShopAdmin } from '../../test/auth-helpers.ts';
import { answeredJobLines, jobOrderRows } from '../../test/job-order-rows.ts';
import { createTestApp } from '../../test/test-app.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof createShopAdmin>>;
let desk: Session & { id: string };
let mia: Session & { id: string };
let max: Session & { id: string };
const queue = {} as Record<'soon' | 'later' | 'unpromised', number>;
const as = (session: Session) => apiAs(harness.app, session);

beforeAll(async () => {
  harness = await createTestApp();
  const db = harness.database.db;
  const rows = jobOrderRows(harness.database);
  admin = await createShopAdmin(harness.app, { email: 'admin@tech.test', shopName: 'Tech Garage' });
  desk = await signUpStaff(harness.app, {
    email: 'desk@tech.test',
    shopId: admin.shopId,
    role: 'front_desk',
  });
  mia = await signUpStaff(harness.app, {
    email: 'mia@tech.test',
    shopId: admin.shopId,
    role: 'mechanic',
  });
  max = await signUpStaff(harness.app, {
    email: 'max@tech.test',
    shopId: admin.shopId,
    role: 'mechanic',
  });
  const shopId = admin.shopId;
  const ann = await rows.client(shopId, { name: 'Ann Archer' });
  const car = await rows.vehicle(shopId, ann, {
    make: 'Toyota',
    model: 'RAV4',
    year: 2019,
    registrationNumber: 'ABC-123',
  });

  // Completed: two this month (labor 150.25 + 99.90), one long ago (not this month's earnings).
  const assignedAt = '2026-01-05T08:00:00Z';
  const done = [
    await rows.jobOrder({
      shopId,
      clientId: ann,
      mechanicId: mia.id,
      status: 'completed',
      assignedAt,
      laborTotal: '150.25',
    }),
    await rows.jobOrder({
      shopId,
      clientId: ann,
      mechanicId: mia.id,
      status: 'completed',
      assignedAt,
      laborTotal: '99.90',
    }),
    await rows.jobOrder({
      shopId,
      clientId: ann,
      mechanicId: mia.id,
      status: 'completed',
      assignedAt,
      completedAt: '2025-01-15T12:00:00Z',
      laborTotal: '500.00',
    }),
  ];
  const [first, second, third] = done.map((job) => job.id) as [string, string, string];
  // First clock-ins 10, 30 and 120 minutes after assignment: the median is 30. Max's earlier
  // clock-in on the second job is his, not hers.
  const entry = (jobOrderId: string, mechanicId: string, start: string, end: string) => ({
    shopId,
    jobOrderId,
    mechanicId,
    startedAt: new Date(start),
    endedAt: new Date(end),
  });
  await db
    .insert(jobOrderTimeEntries)
    .values([
      entry(first, mia.id, '2026-01-05T08:10:00Z', '2026-01-05T08:50:00Z'),
      entry(first, mia.id, '2026-01-05T09:00:00Z', '2026-01-05T09:30:00Z'),
      entry(second, max.id, '2026-01-05T08:05:00Z', '2026-01-05T08:20:00Z'),
      entry(second, mia.id, '2026-01-05T08:30:00Z', '2026-01-05T09:00:00Z'),
      entry(third, mia.id, '2026-01-05T10:00:00Z', '2026-01-05T11:00:00Z'),
    ]);
  await db.insert(visitRatings).values([
    { shopId, jobOrderId: first, mechanicId: mia.id, score: 5 },
    { shopId, jobOrderId: second, mechanicId: mia.id, score: 4, comment: 'Quick' },
    { shopId, jobOrderId: third, mechanicId: mia.id, score: 4 },
  ]);

  queue.later = (
    await rows.jobOrder({
      shopId,
      clientId: ann,
      vehicleId: car,
      mechanicId: mia.id,
      status: 'in_progress',
      promisedAt: '2026-05-02T15:00:00Z',
    })
  ).number;
  queue.soon = (
    await rows.jobOrder({
      shopId,
      clientId: ann,
      mechanicId: mia.id,
      status: 'approved',
      promisedAt: '2026-05-01T15:00:00Z',
    })
  ).number;
  queue.unpromised = (
    await rows.jobOrder({ shopId, clientId: ann, mechanicId: mia.id, status: 'estimate' })
  ).number;
  await rows.jobOrder({ shopId, clientId: ann, mechanicId: mia.id, status: 'cancelled' });
  await rows.jobOrder({ shopId, clientId: ann, mechanicId: max.id, status: 'in_progress' });
});

afterAll(async () => {
  await harness?.close();
});

describe('the mechanic dashboard', () => {
  it("shows a mechanic's open jobs by promised time and their exact figures", async () => {
    const response = await as(mia).get('/dashboard/technician');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.queue.map((job: { number: number }) => job.number)).toEqual([
      queue.soon,
      queue.later,
      queue.unpromised,
    ]);
    expect(body.queue[1]).toMatchObject({
      status: 'in_progress',
      client: { name: 'Ann Archer' },
      vehicle: { label: '2019 Toyota RAV4', registrationNumber: 'ABC-123' },
      mechanic: { id: mia.id },
      promisedAt: '2026-05-02T15:00:00.000Z',
    });
    expect(body.stats).toEqual({
      servicesCompleted: 3,
      averageRating: 4.3,
      ratingCount: 3,
      earnings: '250.15',
      responseTimeMinutes: 30,
    });
    expect(body).toMatchObject({
      runningClock: null,
      timeZone: 'America/Chicago',
      currency: 'USD',
    });
  });

  it('a mechanic without ratings or clocked jobs gets nulls, not zeros', async () => {
    const body = (await as(max).get('/dashboard/technician')).json();
    expect(body.queue).toHaveLength(1);
    expect(body.stats).toEqual({
      servicesCompleted: 0,
      averageRating: null,
      ratingCount: 0,
      earnings: '0.00',
      responseTimeMinutes: null,
    });
  });

  it("an admin looks at a mechanic's; a mechanic only at their own", async () => {
    const forMia = await as(admin).get(`/dashboard/technician?mechanicId=${mia.id}`);
    expect(forMia.statusCode).toBe(200);
    expect(forMia.json().stats.earnings).toBe('250.15');
    expect((await as(mia).get(`/dashboard/technician?mechanicId=${max.id}`)).statusCode).toBe(403);
    expect((await as(admin).get(`/dashboard/technician?mechanicId=${desk.id}`)).statusCode).toBe(
      404,
    );
    expect((await as(desk).get('/dashboard/technician')).statusCode).toBe(403);
  });

  it('earns the labor the customer approved: not declined or unanswered labor', async () => {
    const kai = await signUpStaff(harness.app, {
      email: 'kai@tech.test',
      shopId: admin.shopId,
      role: 'mechanic',
    });
    const rows = jobOrderRows(harness.database);
    const bo = await rows.client(admin.shopId, { name: 'Bo Billed' });
    await rows.jobOrder({
      shopId: admin.shopId,
      clientId: bo,
      mechanicId: kai.id,
      status: 'completed',
      lines: answeredJobLines,
    });
    const body = (await as(kai).get('/dashboard/technician')).json();
    expect(body.stats).toMatchObject({ servicesCompleted: 1, earnings: '100.00' });
  });

  it('shows the running clock', async () => {
    const job = (await as(mia).get('/dashboard/technician')).json().queue[0];
    await as(mia).send('POST', `/job-orders/${job.id}/clock`, { action: 'start' });
    const body = (await as(mia).get('/dashboard/technician')).json();
    expect(body.runningClock).toMatchObject({ jobOrderId: job.id, number: queue.soon });
    expect(body.queue[0].status).toBe('in_progress');
  });
});
