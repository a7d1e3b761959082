import type { EmployeePerformanceReport } from '@pitstop/domain/employee-performance-report';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, type Session, signUpStaff } from '../../../test/api-helpers.ts';
import { createShopAdmin } from '../../../test/auth-helpers.ts';
import { jobOrderRows } from '../../../test/job-order-rows.ts';
import { createTestApp } from '../../../test/test-app.ts';

/**
 * Every figure below is worked out by hand from the rows this file inserts. The shop is in
 * America/Chicago; the report is March 2026 by week (1 March is a Sunday, so the buckets are
 * 1, 2–8, 9–15, 16–22, 23–29 and 30–31 March) against the 31 days before it (29 January –
 * 28 February). Clocks go from 2:00 CST to 3:00 CDT on 8 March: 06:00 CST is 12:00Z before the
 * change, 06:00 CDT is 11:00Z after.
 */
let harness: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof createShopAdmin>>;
let manager: Session & { id: string };
let dee: Session & { id: string };
let mia: Session & { id: string };
let max: Session & { id: string };
const as = (session: Session) => apiAs(harness.app, session);
const march = '/reports/employee-performance?period=custom&from=2026-03-01&to=2026-03-31';
const run = (query: ReturnType<typeof sql>) => harness.database.db.execute(query);
const idOf = async (query: ReturnType<typeof sql>) => {
  const result: unknown = await run(query);
  const rows =
    (result as { rows?: Record<string, unknown>[] }).rows ?? (result as Record<string, unknown>[]);
  return String(rows[0]?.id);
};

beforeAll(async () => {
  harness = await createTestApp();
  admin = await createShopAdmin(harness.app, { email: 'admin@epr.test', shopName: 'EPR Garage' });
  const shopId = admin.shopId;
  const staff = (email: string, role: 'manager' | 'front_desk' | 'mechanic') =>
    signUpStaff(harness.app, { email, shopId, role });
  manager = await staff('manager@epr.test', 'manager');
  dee = await staff('dee@epr.test', 'front_desk');
  mia = await staff('mia@epr.test', 'mechanic');
  max = await staff('max@epr.test', 'mechanic');
  await run(sql`update shops set timezone = 'America/Chicago' where id = ${shopId}`);
  const rows = jobOrderRows(harness.database);
  const client = await rows.client(shopId, { name: 'Ann Archer' });
  const car = await rows.vehicle(shopId, client, { make: 'Toyota', model: 'RAV4' });
  const oil = await idOf(sql`insert into services (shop_id, name, category, duration_minutes, price)
    values (${shopId}, 'Oil change', 'Repair', 30, '60.00') returning id`);
  const jobOrder = (mechanic: string, completedAt: string, assignedAt: string | null = null) =>
    idOf(sql`insert into job_orders (shop_id, client_id, vehicle_id, mechanic_id, status,
        opened_at, completed_at, assigned_at, total_cost)
      values (${shopId}, ${client}, ${car}, ${mechanic}, 'completed', '2026-01-02T12:00:00Z',
        ${completedAt}, ${assignedAt}, '0') returning id`);
  const labor = (
    jobOrderId: string,
    pricing: string,
    quantity: string,
    price: string,
    approval = 'approved',
    service: string | null = null,
  ) =>
    run(sql`insert into job_order_items (shop_id, job_order_id, kind, pricing, service_id,
        description, quantity, unit_price, approval)
      values (${shopId}, ${jobOrderId}, 'labor', ${pricing}, ${service}, 'Labor', ${quantity},
        ${price}, ${approval})`);
  const clock = (jobOrderId: string, mechanic: string, from: string, to: string) =>
    run(sql`insert into job_order_time_entries (shop_id, job_order_id, mechanic_id, started_at, ended_at)
      values (${shopId}, ${jobOrderId}, ${mechanic}, ${from}, ${to})`);
  const estimate = (jobOrderId: string, at: string, presented: string, approved: string) =>
    run(sql`insert into job_order_estimates (shop_id, job_order_id, revision, sent_at, sent_by,
        presented_total, approved_total)
      values (${shopId}, ${jobOrderId}, 1, ${at}, ${dee.id}, ${presented}, ${approved})`);

  // Mia, compared period: 10 February, 3.00 h × 100.00.
  const february = await jobOrder(mia.id, '2026-02-10T18:00:00Z');
  await labor(february, 'hourly', '3.00', '100.00');
  // Mia's first in March: completed Friday 6 March 23:59 CST. 2.00 h × 100.00 and an oil
  // change (30 min) for 60.00 sold, the declined hour not; assigned 08:00, first clock-in 08:30.
  const late = await jobOrder(mia.id, '2026-03-07T05:59:00Z', '2026-03-06T14:00:00Z');
  await labor(late, 'hourly', '2.00', '100.00');
  await labor(late, 'flat', '1', '60.00', 'approved', oil);
  await labor(late, 'hourly', '1.00', '100.00', 'declined');
  await clock(late, mia.id, '2026-03-06T14:30:00Z', '2026-03-06T16:30:00Z');
  await run(sql`insert into visit_ratings (shop_id, job_order_id, mechanic_id, score, created_at)
    values (${shopId}, ${late}, ${mia.id}, 5, '2026-03-07T18:00:00Z')`);
  // Her second: completed Monday 9 March 00:01 CDT, 1.50 h × 120.00, never assigned with a time;
  // clocked Sunday 23:00 CDT to Monday 01:00: one hour in each week.
  const early = await jobOrder(mia.id, '2026-03-09T05:01:00Z');
  await labor(early, 'hourly', '1.50', '120.00');
  await clock(early, mia.id, '2026-03-09T04:00:00Z', '2026-03-09T06:00:00Z');
  // Attendance across the change: Saturday 20:00 CST to Sunday 04:00 CDT is 7 hours, less a
  // 30-minute break: 6.5 h, all in the week of 2–8 March.
  const entry =
    await idOf(sql`insert into attendance_entries (shop_id, user_id, clocked_in_at, clocked_out_at)
    values (${shopId}, ${mia.id}, '2026-03-08T02:00:00Z', '2026-03-08T09:00:00Z') returning id`);
  await run(sql`insert into attendance_breaks (shop_id, entry_id, started_at, ended_at)
    values (${shopId}, ${entry}, '2026-03-08T04:00:00Z', '2026-03-08T04:30:00Z')`);

  // Max: 20 March, 1.00 h × 90.00, two hours on the clock.
  const maxJob = await jobOrder(max.id, '2026-03-20T20:00:00Z');
  await labor(maxJob, 'hourly', '1.00', '90.00');
  await clock(maxJob, max.id, '2026-03-20T15:00:00Z', '2026-03-20T17:00:00Z');

  // Dee: an estimate and its revision for Mia's first (the revision counts), one for her second.
  await estimate(late, '2026-03-05T15:00:00Z', '300.00', '0');
  await estimate(late, '2026-03-06T15:00:00Z', '260.00', '260.00');
  await estimate(early, '2026-03-08T15:00:00Z', '100.00', '0');
}, 60_000);

afterAll(async () => {
  await harness?.close();
});

const report = async (url = `${march}&groupBy=week`) => {
  const response = await as(admin).get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as EmployeePerformanceReport;
};

describe('GET /reports/employee-performance: figures recomputed by hand', () => {
  it('gives each person the period, the compared period and each week', async () => {
    const body = await report();
    expect(body.buckets.map((bucket) => bucket.from)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
      '2026-03-30',
    ]);
    expect(body.comparison).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    expect(body.empty).toBe(false);
    const miaRow = body.technicians.find((row) => row.userId === mia.id);
    // Sold 2.00 + 0.50 + 1.50; worked 2 + 2 h; clocked 6.5 h.
    expect(miaRow?.figures).toEqual({
      hoursSold: '4.00',
      hoursWorked: '4.00',
      hoursClockedIn: '6.50',
      efficiency: '100.00',
      productivity: '61.54',
      proficiency: '61.54',
      laborRevenue: '440.00',
      effectiveLaborRate: '110.00',
      jobsCompleted: 2,
      comebacks: 0,
      averageRating: '5.00',
      responseTimeMinutes: 30,
    });
    expect(miaRow?.previous).toMatchObject({
      hoursSold: '3.00',
      laborRevenue: '300.00',
      jobsCompleted: 1,
    });
    // 23:59 on 6 March is the week of 2–8 March; 00:01 on 9 March the next.
    expect(
      miaRow?.buckets.map((week) => [week.hoursSold, week.hoursWorked, week.hoursClockedIn]),
    ).toEqual([
      ['0.00', '0.00', '0.00'],
      ['2.50', '3.00', '6.50'],
      ['1.50', '1.00', '0.00'],
      ['0.00', '0.00', '0.00'],
      ['0.00', '0.00', '0.00'],
      ['0.00', '0.00', '0.00'],
    ]);
    expect(body.technicians.find((row) => row.userId === max.id)?.buckets[3]).toMatchObject({
      hoursSold: '1.00',
      hoursWorked: '2.00',
      laborRevenue: '90.00',
    });
  });

  it('totals the team from the summed hours and money', async () => {
    const body = await report();
    expect(body.technicianTotals.figures).toMatchObject({
      hoursSold: '5.00',
      hoursWorked: '6.00',
      laborRevenue: '530.00',
      efficiency: '83.33',
      jobsCompleted: 3,
    });
    expect(body.technicianTotals.previous).toMatchObject({ hoursSold: '3.00', jobsCompleted: 1 });
    expect(body.technicianTotals.buckets.map((week) => week.hoursSold)).toEqual([
      '0.00',
      '2.50',
      '1.50',
      '1.00',
      '0.00',
      '0.00',
    ]);
  });

  it('gives the front desk estimates sent, close ratio and average repair order', async () => {
    const body = await report();
    expect(body.frontDesk.find((row) => row.userId === dee.id)?.figures).toEqual({
      estimatesSent: 3,
      presentedValue: '360.00',
      approvedValue: '260.00',
      closeRatio: '72.22',
      repairOrders: 1,
      averageRepairOrder: '260.00',
    });
  });

  it('groups by month and compares with the same period last year', async () => {
    const body = await report(`${march}&groupBy=month&compare=last-year`);
    expect(body.comparison).toEqual({ from: '2025-03-01', to: '2025-03-31' });
    expect(body.buckets).toEqual([{ from: '2026-03-01', to: '2026-03-31' }]);
    expect(body.technicianTotals.previous?.jobsCompleted).toBe(0);
    expect(body.technicianTotals.buckets[0]?.hoursSold).toBe('5.00');
  });

  it('says a period with nothing in it is empty, and has no comparison when asked for none', async () => {
    const body = await report(
      '/reports/employee-performance?period=custom&from=2025-06-01&to=2025-06-30&compare=none',
    );
    expect(body.empty).toBe(true);
    expect(body.comparison).toBeNull();
    expect(body.technicianTotals.previous).toBeNull();
  });

  it('exports the table as CSV', async () => {
    const response = await as(manager).get(
      '/reports/employee-performance/export.csv?period=custom&from=2026-03-01&to=2026-03-31',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(
      'employee-performance-2026-03-01-to-2026-03-31.csv',
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Person,Role,Figure,2026-03-01 to 2026-03-31,2026-01-29 to 2026-02-28');
    expect(lines.some((line) => line.endsWith(',Hours sold,4.00,3.00'))).toBe(true);
    expect(lines).toContain('Team,front desk,Close ratio,72.22,');
  });
});

describe('GET /reports/employee-performance: who sees it, and bad input', () => {
  it('answers admin and manager, refuses the front desk and mechanics', async () => {
    expect((await as(manager).get(march)).statusCode).toBe(200);
    expect((await as(dee).get(march)).statusCode).toBe(403);
    expect((await as(mia).get(march)).statusCode).toBe(403);
    expect((await as(mia).get(`/reports/employee-performance/export.csv`)).statusCode).toBe(403);
  });

  it('names the parameter that is wrong', async () => {
    const backwards = await as(admin).get(
      '/reports/employee-performance?period=custom&from=2026-03-31&to=2026-03-01',
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('to');
    const grouping = await as(admin).get('/reports/employee-performance?groupBy=year');
    expect(grouping.statusCode).toBe(400);
    expect(grouping.body).toContain('groupBy');
    const tooLong = await as(admin).get(
      '/reports/employee-performance?period=custom&from=2019-01-01&to=2026-03-01',
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('5 years');
  });
});
