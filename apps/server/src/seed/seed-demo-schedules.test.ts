import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { jobOrders, jobOrderTimeEntries, visitRatings } from '../db/schema/workshop.ts';
import { rowsOf } from '../test/rows.ts';
import { openTestDatabase } from '../test/test-app.ts';
import { seedDemoAccounts } from './seed-demo-accounts.ts';
import { seedDemoData } from './seed-demo-data.ts';

let database: Database;
let demoShopId: string;
const now = new Date();

beforeAll(async () => {
  database = await openTestDatabase();
  const demo = await seedDemoData({ tx: database.db, now });
  await seedDemoAccounts({ tx: database.db, shops: demo.shops, now });
  demoShopId = demo.shops.demo;
});

afterAll(async () => {
  await database?.close();
});

describe("the demo mechanics' work", () => {
  it('gives every job order a mechanic, assigned when it opened', async () => {
    const unassigned = await database.db.$count(
      jobOrders,
      sql`${jobOrders.mechanicId} is null or ${jobOrders.assignedAt} is distinct from ${jobOrders.openedAt}`,
    );
    expect(unassigned).toBe(0);
  });

  it('clocks time on the jobs worked, about the labor billed, with a running clock per job in progress', async () => {
    const entries = await database.db
      .select({
        mechanicId: jobOrderTimeEntries.mechanicId,
        jobMechanicId: jobOrders.mechanicId,
        status: jobOrders.status,
        startedAt: jobOrderTimeEntries.startedAt,
        endedAt: jobOrderTimeEntries.endedAt,
        completedAt: jobOrders.completedAt,
      })
      .from(jobOrderTimeEntries)
      .innerJoin(jobOrders, eq(jobOrders.id, jobOrderTimeEntries.jobOrderId));
    expect(entries.length).toBeGreaterThan(150);
    for (const entry of entries) {
      expect(entry.mechanicId).toBe(entry.jobMechanicId);
      expect(entry.startedAt.getTime()).toBeLessThan(now.getTime());
      if (entry.endedAt) expect(entry.endedAt.getTime()).toBeLessThanOrEqual(now.getTime());
      if (entry.completedAt && entry.endedAt)
        expect(entry.endedAt.getTime()).toBeLessThanOrEqual(entry.completedAt.getTime());
    }
    const running = entries.filter((entry) => entry.endedAt === null);
    expect(running.length).toBeGreaterThan(0);
    for (const entry of running) expect(entry.status).toBe('in_progress');
    // Completed work: the clocked hours follow the labor billed (flat work: its booked time).
    const [ratio] = await rowsOf<{ clocked: number; billed: number }>(
      database.db,
      sql`select sum(extract(epoch from e.ended_at - e.started_at) / 3600)::float as clocked,
                 (select sum(case when i.pricing = 'hourly' then i.quantity
                                  else s.duration_minutes / 60.0 * i.quantity end)::float
                    from job_order_items i
                    join job_orders j on j.id = i.job_order_id and j.status = 'completed'
                    left join services s on s.id = i.service_id
                   where i.kind = 'labor' and i.approval = 'approved') as billed
            from job_order_time_entries e
            join job_orders j on j.id = e.job_order_id and j.status = 'completed'`,
    );
    expect(ratio?.clocked).toBeGreaterThan((ratio?.billed ?? 0) * 0.6);
    expect(ratio?.clocked).toBeLessThan((ratio?.billed ?? 0) * 1.25);
  });

  it("credits the visit ratings to the job's mechanic", async () => {
    const ratings = await database.db
      .select({ mechanicId: visitRatings.mechanicId, jobMechanicId: jobOrders.mechanicId })
      .from(visitRatings)
      .innerJoin(jobOrders, eq(jobOrders.id, visitRatings.jobOrderId));
    expect(ratings.length).toBeGreaterThan(20);
    for (const rating of ratings) expect(rating.mechanicId).toBe(rating.jobMechanicId);
    const mechanics = new Set(ratings.map((rating) => rating.mechanicId));
    expect(mechanics.size).toBeGreaterThanOrEqual(3);
    expect(
      await database.db.$count(
        visitRatings,
        and(isNull(visitRatings.mechanicId), eq(visitRatings.score, 5)),
      ),
    ).toBe(0);
  });
});

describe("the demo garage's attendance", () => {
  it('clocks every staff member in for a year, around every job-clock stretch (in now while one runs), with lunch clear of the job clock', async () => {
    const [figures] = await rowsOf<{
      entries: number;
      people: number;
      days: number;
      uncovered: number;
      open: number;
      running: number;
      autoClosed: number;
      overlapping: number;
      lunchOnJob: number;
      breaks: number;
    }>(
      database.db,
      sql`select
            (select count(*)::int from attendance_entries where shop_id = ${demoShopId}) as entries,
            (select count(distinct user_id)::int from attendance_entries where shop_id = ${demoShopId}) as people,
            (select (max(clocked_in_at)::date - min(clocked_in_at)::date)::int from attendance_entries where shop_id = ${demoShopId}) as days,
            (select count(*)::int from job_order_time_entries t
              where t.shop_id = ${demoShopId} and not exists (
                select 1 from attendance_entries a
                 where a.user_id = t.mechanic_id
                   and (t.ended_at is null and a.clocked_out_at is null
                        or a.clocked_in_at <= t.started_at and a.clocked_out_at >= t.ended_at))) as uncovered,
            (select count(*)::int from attendance_entries where shop_id = ${demoShopId} and clocked_out_at is null) as open,
            (select count(*)::int from job_order_time_entries where shop_id = ${demoShopId} and ended_at is null) as running,
            (select count(*)::int from attendance_entries where shop_id = ${demoShopId} and auto_closed) as "autoClosed",
            (select count(*)::int from attendance_entries a join attendance_entries b
               on a.user_id = b.user_id and a.id < b.id
              and a.clocked_in_at < coalesce(b.clocked_out_at, now()) and b.clocked_in_at < coalesce(a.clocked_out_at, now())
             where a.shop_id = ${demoShopId}) as overlapping,
            (select count(*)::int from attendance_breaks br
               join attendance_entries a on a.id = br.entry_id
               join job_order_time_entries t on t.mechanic_id = a.user_id
                and t.started_at < br.ended_at and br.started_at < coalesce(t.ended_at, now())
             where br.shop_id = ${demoShopId}) as "lunchOnJob",
            (select count(*)::int from attendance_breaks where shop_id = ${demoShopId}) as breaks`,
    );
    expect(figures?.people).toBeGreaterThanOrEqual(4);
    expect(figures?.days).toBeGreaterThanOrEqual(360);
    expect(figures?.uncovered).toBe(0);
    expect(figures?.open).toBe(figures?.running);
    expect(figures?.autoClosed).toBe(1);
    expect(figures?.overlapping).toBe(0);
    expect(figures?.lunchOnJob).toBe(0);
    expect(figures?.breaks).toBeGreaterThan((figures?.entries ?? 0) * 0.8);
  });
});
