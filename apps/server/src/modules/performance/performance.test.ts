import type { PerformanceReport } from '@pitstop/domain/performance';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, type Session, signUpStaff } from '../../test/api-helpers.ts';
import { createShopAdmin } from '../../test/auth-helpers.ts';
import { jobOrderRows } from '../../test/job-order-rows.ts';
import { createTestApp } from '../../test/test-app.ts';
import { performanceDaysMismatches } from './public.ts';

/**
 * Every figure below is worked out by hand from the rows this file inserts. The shop is in
 * America/New_York and the period is the week of the 2026 spring change (Monday 2 March to
 * Sunday 8 March; clocks go from 2:00 to 3:00 on the 8th), so the week is 167 hours long:
 * local midnight 2 March is 05:00Z, local midnight 9 March is 04:00Z.
 */
let harness: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof createShopAdmin>>;
let manager: Session & { id: string };
let desk: Session & { id: string };
let dee: Session & { id: string };
let mia: Session & { id: string };
let max: Session & { id: string };
const as = (session: Session) => apiAs(harness.app, session);
const dstWeek = '/performance?period=custom&from=2026-03-02&to=2026-03-08';
const run = (query: ReturnType<typeof sql>) => harness.database.db.execute(query);
const rowsOf = (result: unknown) =>
  ((result as { rows?: { id: string }[] }).rows ?? (result as { id: string }[])) as {
    id: string;
  }[];
const insertId = async (query: ReturnType<typeof sql>) => rowsOf(await run(query))[0]?.id as string;

beforeAll(async () => {
  harness = await createTestApp();
  const rows = jobOrderRows(harness.database);
  admin = await createShopAdmin(harness.app, { email: 'admin@perf.test', shopName: 'Perf Garage' });
  const shopId = admin.shopId;
  const staff = (email: string, role: 'manager' | 'front_desk' | 'mechanic') =>
    signUpStaff(harness.app, { email, shopId, role });
  manager = await staff('manager@perf.test', 'manager');
  desk = await staff('desk@perf.test', 'front_desk');
  dee = await staff('dee@perf.test', 'front_desk');
  mia = await staff('mia@perf.test', 'mechanic');
  max = await staff('max@perf.test', 'mechanic');
  await run(
    sql`update shops set timezone = 'America/New_York', comeback_days = 30 where id = ${shopId}`,
  );

  const ann = await rows.client(shopId, { name: 'Ann Archer' });
  const carA = await rows.vehicle(shopId, ann, { make: 'Toyota', model: 'RAV4' });
  const carB = await rows.vehicle(shopId, ann, { make: 'Honda', model: 'Civic' });
  const carC = await rows.vehicle(shopId, ann, { make: 'Ford', model: 'Focus' });
  const service = (name: string, minutes: number) =>
    insertId(sql`insert into services (shop_id, name, category, duration_minutes, price)
      values (${shopId}, ${name}, 'Repair', ${minutes}, '150.00') returning id`);
  const brakes = await service('Brake service', 90);
  const oil = await service('Oil change', 30);

  const jobOrder = (values: {
    vehicle: string;
    mechanic: string | null;
    status: string;
    openedAt: string;
    completedAt?: string;
    assignedAt?: string;
    total?: string;
  }) =>
    insertId(sql`insert into job_orders (shop_id, client_id, vehicle_id, mechanic_id, status,
        opened_at, completed_at, assigned_at, total_cost)
      values (${shopId}, ${ann}, ${values.vehicle}, ${values.mechanic}, ${values.status},
        ${values.openedAt}, ${values.completedAt ?? null}, ${values.assignedAt ?? null}, ${values.total ?? '0'})
      returning id`);
  const labor = (
    jobOrderId: string,
    line: {
      pricing: 'flat' | 'hourly';
      quantity: string;
      price: string;
      approval: string;
      service?: string;
    },
  ) =>
    run(sql`insert into job_order_items (shop_id, job_order_id, kind, pricing, service_id,
        description, quantity, unit_price, approval)
      values (${shopId}, ${jobOrderId}, 'labor', ${line.pricing}, ${line.service ?? null},
        'Labor', ${line.quantity}, ${line.price}, ${line.approval})`);
  const clock = (jobOrderId: string, mechanicId: string, from: string, to: string) =>
    run(sql`insert into job_order_time_entries (shop_id, job_order_id, mechanic_id, started_at, ended_at)
      values (${shopId}, ${jobOrderId}, ${mechanicId}, ${from}, ${to})`);

  // Mia's first job order: completed Monday 2 March 15:00 EST. Sold: 2.5 h hourly + 1 × the
  // 90-minute brake service = 4.00 h; revenue 2.5 × 120.00 + 150.00 = 450.00 (the declined
  // hour and the part are left out). Assigned 08:30, first clocked 09:00: 30 minutes. Rated 4
  // on 3 March.
  const first = await jobOrder({
    vehicle: carA,
    mechanic: mia.id,
    status: 'completed',
    openedAt: '2026-03-02T13:00:00Z',
    assignedAt: '2026-03-02T13:30:00Z',
    completedAt: '2026-03-02T20:00:00Z',
    total: '500.00',
  });
  await labor(first, {
    pricing: 'hourly',
    quantity: '2.50',
    price: '120.00',
    approval: 'approved',
  });
  await labor(first, {
    pricing: 'flat',
    quantity: '1',
    price: '150.00',
    approval: 'approved',
    service: brakes,
  });
  await labor(first, {
    pricing: 'hourly',
    quantity: '1.00',
    price: '120.00',
    approval: 'declined',
  });
  await run(sql`insert into job_order_items (shop_id, job_order_id, kind, description, quantity, unit_price, approval)
    values (${shopId}, ${first}, 'part', 'Brake pads', '1', '80.00', 'approved')`);
  await clock(first, mia.id, '2026-03-02T14:00:00Z', '2026-03-02T17:00:00Z');
  await run(
    sql`insert into visit_ratings (shop_id, job_order_id, mechanic_id, score, created_at)
      values (${shopId}, ${first}, ${mia.id}, 4, '2026-03-03T12:00:00Z')`,
  );

  // Mia's second: completed Sunday 8 March 05:30 EDT, 1.5 h × 100.00; never assigned with a
  // time (no response time); rated 5 that day.
  const second = await jobOrder({
    vehicle: carB,
    mechanic: mia.id,
    status: 'completed',
    openedAt: '2026-03-07T14:00:00Z',
    completedAt: '2026-03-08T09:30:00Z',
  });
  await labor(second, {
    pricing: 'hourly',
    quantity: '1.50',
    price: '100.00',
    approval: 'approved',
  });
  await run(
    sql`insert into visit_ratings (shop_id, job_order_id, mechanic_id, score, created_at)
      values (${shopId}, ${second}, ${mia.id}, 5, '2026-03-08T12:00:00Z')`,
  );

  // Mia's clock on a job still open: across the period's start (Sunday 1 March 23:00 EST to
  // Monday 01:00: 1 h inside) and across midnight at its end (Sunday 8 March 22:00 EDT to
  // Monday 02:00: 2 h inside). With the 3 h on the first job: 6.00 h worked.
  const open = await jobOrder({
    vehicle: carB,
    mechanic: mia.id,
    status: 'in_progress',
    openedAt: '2026-02-27T14:00:00Z',
  });
  await clock(open, mia.id, '2026-03-02T04:00:00Z', '2026-03-02T06:00:00Z');
  await clock(open, mia.id, '2026-03-09T02:00:00Z', '2026-03-09T06:00:00Z');

  // Mia's attendance: Monday 08:00–17:00 EST with an hour's lunch (8 h) and Sunday 8 March
  // 00:00 EST to 06:00 EDT — six hours on the wall, five real — with a half-hour break (4.5 h):
  // 12.50 h clocked in.
  const attend = async (from: string, to: string, breaks: [string, string][]) => {
    const entry =
      await insertId(sql`insert into attendance_entries (shop_id, user_id, clocked_in_at, clocked_out_at)
      values (${admin.shopId}, ${mia.id}, ${from}, ${to}) returning id`);
    for (const [start, end] of breaks)
      await run(sql`insert into attendance_breaks (shop_id, entry_id, started_at, ended_at)
        values (${admin.shopId}, ${entry}, ${start}, ${end})`);
  };
  await attend('2026-03-02T13:00:00Z', '2026-03-02T22:00:00Z', [
    ['2026-03-02T17:00:00Z', '2026-03-02T18:00:00Z'],
  ]);
  await attend('2026-03-08T05:00:00Z', '2026-03-08T10:00:00Z', [
    ['2026-03-08T06:00:00Z', '2026-03-08T06:30:00Z'],
  ]);

  // Max did the brakes on car C on 20 February (a sparkline week, not the period); car C comes
  // back on 3 March for brakes again (a comeback credited to Max) and on 4 March for an oil
  // change (not the same service: no comeback).
  const earlier = await jobOrder({
    vehicle: carC,
    mechanic: max.id,
    status: 'completed',
    openedAt: '2026-02-20T14:00:00Z',
    completedAt: '2026-02-20T20:00:00Z',
  });
  await labor(earlier, {
    pricing: 'flat',
    quantity: '1',
    price: '150.00',
    approval: 'approved',
    service: brakes,
  });
  const comeback = await jobOrder({
    vehicle: carC,
    mechanic: mia.id,
    status: 'estimate',
    openedAt: '2026-03-03T15:00:00Z',
  });
  await labor(comeback, {
    pricing: 'flat',
    quantity: '1',
    price: '150.00',
    approval: 'pending',
    service: brakes,
  });
  const oilChange = await jobOrder({
    vehicle: carC,
    mechanic: null,
    status: 'estimate',
    openedAt: '2026-03-04T15:00:00Z',
  });
  await labor(oilChange, {
    pricing: 'flat',
    quantity: '1',
    price: '60.00',
    approval: 'pending',
    service: oil,
  });

  // Dee's estimates: the first job's on 1 March (before the period); the comeback's twice
  // (200.00 then 220.00, approved in full: the later one counts) and the oil change's (100.00,
  // unanswered). Sent 3; presented 320.00; approved 220.00; close ratio 68.75 %; one repair
  // order sold, of 220.00.
  const estimate = (jobOrderId: string, at: string, presented: string, approved: string | null) =>
    run(sql`insert into job_order_estimates (shop_id, job_order_id, revision, sent_at, sent_by, presented_total, approved_total)
      values (${shopId}, ${jobOrderId}, 1, ${at}, ${dee.id}, ${presented}, ${approved})`);
  await estimate(first, '2026-03-01T15:00:00Z', '500.00', '500.00');
  await estimate(comeback, '2026-03-03T16:00:00Z', '200.00', '150.00');
  await estimate(comeback, '2026-03-04T16:00:00Z', '220.00', '220.00');
  await estimate(oilChange, '2026-03-04T17:00:00Z', '100.00', null);
});

afterAll(async () => {
  await harness?.close();
});

const report = async (session: Session, url = dstWeek) => {
  const response = await as(session).get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PerformanceReport;
};

describe('GET /performance: figures recomputed by hand', () => {
  it("gives Mia's week of the spring change as worked out from the rows", async () => {
    const body = await report(admin);
    expect(body.period).toEqual({ kind: 'custom', from: '2026-03-02', to: '2026-03-08' });
    expect(body.timeZone).toBe('America/New_York');
    const row = body.technicians.find((t) => t.userId === mia.id);
    expect(row?.figures).toEqual({
      hoursSold: '5.50',
      hoursWorked: '6.00',
      hoursClockedIn: '12.50',
      efficiency: '91.67',
      productivity: '48.00',
      proficiency: '44.00',
      laborRevenue: '600.00',
      effectiveLaborRate: '109.09',
      jobsCompleted: 2,
      comebacks: 0,
      averageRating: '4.50',
      responseTimeMinutes: 30,
    });
    // The last sparkline week is the period itself; the one before holds the hour of
    // Sunday 1 March 23:00 to midnight on the clock across the period's start.
    expect(body.weeks.at(-1)).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(body.weeks).toHaveLength(12);
    expect(row?.weeks.at(-1)).toEqual(row?.figures);
    expect(row?.weeks.at(-2)?.hoursWorked).toBe('1.00');
  });

  it('credits a comeback to the earlier job order’s mechanic; a zero denominator is null', async () => {
    const body = await report(admin);
    const row = body.technicians.find((t) => t.userId === max.id);
    expect(row?.figures).toMatchObject({
      hoursSold: '0.00',
      hoursWorked: '0.00',
      hoursClockedIn: '0.00',
      efficiency: null,
      productivity: null,
      proficiency: null,
      effectiveLaborRate: null,
      averageRating: null,
      responseTimeMinutes: null,
      jobsCompleted: 0,
      comebacks: 1,
    });
    // His job of 20 February is in the week of 16–22 February (the 10th of 12).
    expect(row?.weeks[9]).toMatchObject({
      jobsCompleted: 1,
      hoursSold: '1.50',
      laborRevenue: '150.00',
    });
  });

  it('totals the team from the summed hours, not the average of ratios', async () => {
    const body = await report(manager);
    expect(body.technicianTotals?.figures).toMatchObject({
      hoursSold: '5.50',
      hoursWorked: '6.00',
      hoursClockedIn: '12.50',
      efficiency: '91.67',
      jobsCompleted: 2,
      comebacks: 1,
      averageRating: '4.50',
    });
  });

  it('gives the front desk estimates sent, close ratio and average repair order', async () => {
    const body = await report(admin);
    expect(body.frontDesk.find((d) => d.userId === dee.id)?.figures).toEqual({
      estimatesSent: 3,
      presentedValue: '320.00',
      approvedValue: '220.00',
      closeRatio: '68.75',
      repairOrders: 1,
      averageRepairOrder: '220.00',
    });
    // A desk person who sent nothing: zeros and no ratio.
    expect(body.frontDesk.find((d) => d.userId === desk.id)?.figures).toMatchObject({
      estimatesSent: 0,
      closeRatio: null,
      averageRepairOrder: null,
    });
  });
});

describe('performance_days behind the figures above', () => {
  it('equals a recomputation from the rows', async () => {
    expect(await performanceDaysMismatches(harness.database.db, admin.shopId)).toEqual([]);
  });
});

describe('GET /performance: who sees what', () => {
  it('refuses the front desk', async () => {
    expect((await as(desk).get(dstWeek)).statusCode).toBe(403);
  });

  it('shows a mechanic only their own row, without the team', async () => {
    const body = await report(mia);
    expect(body.technicians.map((t) => t.userId)).toEqual([mia.id]);
    expect(body.technicianTotals).toBeNull();
    expect(body.frontDesk).toEqual([]);
    expect((await as(mia).get(`${dstWeek}&userId=${max.id}`)).statusCode).toBe(403);
    expect((await as(mia).get(`${dstWeek}&userId=${mia.id}`)).statusCode).toBe(200);
  });

  it('gives one person to the admin who names them', async () => {
    const body = await report(admin, `${dstWeek}&userId=${max.id}`);
    expect(body.technicians.map((t) => t.userId)).toEqual([max.id]);
    expect(body.frontDesk).toEqual([]);
  });

  it('names the field of a custom range that is missing or backwards', async () => {
    const missing = await as(admin).get('/performance?period=custom&from=2026-03-02');
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('to');
    const backwards = await as(admin).get(
      '/performance?period=custom&from=2026-03-08&to=2026-03-01',
    );
    expect(backwards.statusCode).toBe(400);
  });

  it('answers the named periods', async () => {
    for (const period of ['this-week', 'this-month', 'last-month'])
      expect((await as(admin).get(`/performance?period=${period}`)).statusCode).toBe(200);
  });
});
