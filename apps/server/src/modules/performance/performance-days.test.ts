import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed-demo-data.ts';
import { signUpStaff } from '../../test/api-helpers.ts';
import { createShopAdmin } from '../../test/auth-helpers.ts';
import { jobOrderRows } from '../../test/job-order-rows.ts';
import { createTestApp } from '../../test/test-app.ts';
import { performanceDaysMismatches, soldHoursByMechanic } from './public.ts';

/**
 * performance_days (ADR 048) kept by triggers: after every kind of change to the rows it sums,
 * the stored days equal a recomputation, and the figures read from them are the hand-computed
 * ones. The shop is in America/Chicago; 20 March 2026 is CDT (UTC−5).
 */
let harness: Awaited<ReturnType<typeof createTestApp>>;
let shopId: string;
let mia: string;
let max: string;
let jobOrder: string;
let oil: string;
const run = (query: ReturnType<typeof sql>) => harness.database.db.execute(query);
const rowsOf = (result: unknown): Record<string, unknown>[] =>
  (result as { rows?: Record<string, unknown>[] }).rows ?? (result as Record<string, unknown>[]);
const idOf = async (query: ReturnType<typeof sql>) => String(rowsOf(await run(query))[0]?.id);
const days = async () => {
  const result = await run(sql`select user_id, day::text as day, sold_hours::text as sold,
      labor_revenue::text as revenue, jobs_completed as jobs, response_seconds::int as response,
      response_count as responses, worked_seconds::int as worked, clocked_seconds::int as clocked
    from performance_days where shop_id = ${shopId}
      and (sold_hours, labor_revenue, jobs_completed, response_seconds, response_count,
        worked_seconds, clocked_seconds) <> (0, 0, 0, 0, 0, 0, 0)
    order by day, user_id`);
  return rowsOf(result);
};
const consistent = async () =>
  expect(await performanceDaysMismatches(harness.database.db, shopId)).toEqual([]);

beforeAll(async () => {
  harness = await createTestApp();
  const admin = await createShopAdmin(harness.app, { email: 'admin@days.test', shopName: 'Days' });
  shopId = admin.shopId;
  const staff = (email: string) =>
    signUpStaff(harness.app, { email, shopId, role: 'mechanic' }).then((person) => person.id);
  mia = await staff('mia@days.test');
  max = await staff('max@days.test');
  await run(sql`update shops set timezone = 'America/Chicago' where id = ${shopId}`);
  const rows = jobOrderRows(harness.database);
  const client = await rows.client(shopId, { name: 'Ann Archer' });
  const vehicle = await rows.vehicle(shopId, client, { make: 'Toyota', model: 'RAV4' });
  oil = await idOf(sql`insert into services (shop_id, name, category, duration_minutes, price)
    values (${shopId}, 'Oil change', 'Repair', 30, '60.00') returning id`);
  jobOrder = await idOf(sql`insert into job_orders (shop_id, client_id, vehicle_id, mechanic_id,
      status, opened_at, assigned_at, total_cost)
    values (${shopId}, ${client}, ${vehicle}, ${mia}, 'in_progress', '2026-03-20T14:00:00Z',
      '2026-03-20T15:00:00Z', '0') returning id`);
  await run(sql`insert into job_order_items (shop_id, job_order_id, kind, pricing, service_id,
      description, quantity, unit_price, approval)
    values (${shopId}, ${jobOrder}, 'labor', 'hourly', null, 'Diagnosis', '1.25', '100.00', 'approved'),
      (${shopId}, ${jobOrder}, 'labor', 'flat', ${oil}, 'Oil change', '3', '60.00', 'approved'),
      (${shopId}, ${jobOrder}, 'labor', 'hourly', null, 'Declined', '2.00', '100.00', 'declined')`);
  // 22:00 on the 20th to 01:00 on the 21st, shop time: two hours on the 20th, one on the 21st.
  await run(sql`insert into job_order_time_entries (shop_id, job_order_id, mechanic_id, started_at, ended_at)
    values (${shopId}, ${jobOrder}, ${mia}, '2026-03-21T03:00:00Z', '2026-03-21T06:00:00Z')`);
  // Attendance 20:00–02:00 with a break 23:30–00:30: 3.5 h on the 20th, 1.5 h on the 21st.
  const entry =
    await idOf(sql`insert into attendance_entries (shop_id, user_id, clocked_in_at, clocked_out_at)
    values (${shopId}, ${mia}, '2026-03-21T01:00:00Z', '2026-03-21T07:00:00Z') returning id`);
  await run(sql`insert into attendance_breaks (shop_id, entry_id, started_at, ended_at)
    values (${shopId}, ${entry}, '2026-03-21T04:30:00Z', '2026-03-21T05:30:00Z')`);
  // Completed at 23:59 shop time on the 20th.
  await run(sql`update job_orders set status = 'completed', completed_at = '2026-03-21T04:59:00Z'
    where id = ${jobOrder}`);
}, 60_000);

afterAll(async () => {
  await harness?.close();
});

describe('performance_days', () => {
  it('splits clocks at local midnight and files the job order on its completion day', async () => {
    // Sold 1.25 + 3 × 0.5 = 2.75 h; revenue 125.00 + 180.00; response 22:00 − 10:00 = 12 h.
    expect(await days()).toEqual([
      {
        user_id: mia,
        day: '2026-03-20',
        sold: '2.75',
        revenue: '305.00',
        jobs: 1,
        response: 43_200,
        responses: 1,
        worked: 7_200,
        clocked: 12_600,
      },
      {
        user_id: mia,
        day: '2026-03-21',
        sold: '0.00',
        revenue: '0.00',
        jobs: 0,
        response: 0,
        responses: 0,
        worked: 3_600,
        clocked: 5_400,
      },
    ]);
    await consistent();
  });

  it('follows every change to the rows it sums', async () => {
    await run(sql`update job_order_items set quantity = '2.00' where job_order_id = ${jobOrder}
      and description = 'Diagnosis'`);
    await run(sql`update job_order_items set approval = 'approved' where job_order_id = ${jobOrder}
      and description = 'Declined'`);
    await consistent();
    await run(sql`update services set duration_minutes = 45 where id = ${oil}`);
    await consistent();
    await run(sql`insert into job_order_time_entries (shop_id, job_order_id, mechanic_id, started_at, ended_at)
      values (${shopId}, ${jobOrder}, ${max}, '2026-03-20T16:00:00Z', '2026-03-20T16:30:00Z')`);
    await consistent();
    await run(
      sql`update attendance_breaks set ended_at = '2026-03-21T06:00:00Z' where shop_id = ${shopId}`,
    );
    await consistent();
    await run(sql`update job_orders set mechanic_id = ${max} where id = ${jobOrder}`);
    await consistent();
    // Sold 2.00 + 2.00 + 3 × 0.75 = 6.25 h, now Max's; his clock-in at 11:00 is the first.
    const [filed] = (await days()).filter((row) => row.jobs === 1);
    expect(filed).toMatchObject({ user_id: max, day: '2026-03-20', sold: '6.25', response: 3_600 });
    expect(
      await soldHoursByMechanic({
        tx: harness.database.db,
        shopId,
        mechanicIds: [mia, max],
        from: '2026-03-16',
        to: '2026-03-22',
      }),
    ).toEqual(
      new Map([
        [mia, '0.00'],
        [max, '6.25'],
      ]),
    );
    await run(
      sql`update job_orders set status = 'in_progress', completed_at = null where id = ${jobOrder}`,
    );
    expect((await days()).filter((row) => row.jobs !== 0)).toEqual([]);
    await run(sql`update job_orders set status = 'completed', completed_at = '2026-03-21T05:01:00Z'
      where id = ${jobOrder}`);
    // 00:01 on the 21st shop time.
    expect((await days()).find((row) => row.jobs === 1)?.day).toBe('2026-03-21');
    await consistent();
  });

  it('moves the days with a new time zone and forgets deleted rows', async () => {
    await run(sql`update shops set timezone = 'UTC' where id = ${shopId}`);
    expect((await days()).find((row) => row.jobs === 1)?.day).toBe('2026-03-21');
    await consistent();
    await run(sql`delete from attendance_entries where shop_id = ${shopId}`);
    await consistent();
    await run(sql`delete from job_orders where id = ${jobOrder}`);
    await consistent();
    expect(await days()).toEqual([]);
  });
});

describe('performance_days of the demo garage', () => {
  it('equals a recomputation after the whole demo seed, written through the triggers', async () => {
    const demo = await createTestApp();
    try {
      const seeded = await seedDemoData({ tx: demo.database.db });
      for (const shopId of Object.values(seeded.shops))
        expect(await performanceDaysMismatches(demo.database.db, shopId)).toEqual([]);
    } finally {
      await demo.close();
    }
  }, 120_000);
});
