import {
  and,
  count,
  countDistinct,
  eq,
  gt,
  gte,
  isNull,
  lt,
  lte,
  max,
  min,
  notExists,
  or,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { attendanceBreaks, attendanceEntries } from '../db/schema/people.ts';
import {
  jobOrderItems,
  jobOrders,
  jobOrderTimeEntries,
  services,
  visitRatings,
} from '../db/schema/workshop.ts';
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
    const completed = and(
      eq(jobOrders.id, jobOrderTimeEntries.jobOrderId),
      eq(jobOrders.status, 'completed'),
    );
    const [clocked] = await database.db
      .select({
        hours:
          sql`sum(extract(epoch from ${jobOrderTimeEntries.endedAt} - ${jobOrderTimeEntries.startedAt}) / 3600)`.mapWith(
            Number,
          ),
      })
      .from(jobOrderTimeEntries)
      .innerJoin(jobOrders, completed);
    const [billed] = await database.db
      .select({
        hours: sql`sum(case when ${jobOrderItems.pricing} = 'hourly' then ${jobOrderItems.quantity}
          else ${services.durationMinutes} / 60.0 * ${jobOrderItems.quantity} end)`.mapWith(Number),
      })
      .from(jobOrderItems)
      .innerJoin(
        jobOrders,
        and(eq(jobOrders.id, jobOrderItems.jobOrderId), eq(jobOrders.status, 'completed')),
      )
      .leftJoin(services, eq(services.id, jobOrderItems.serviceId))
      .where(and(eq(jobOrderItems.kind, 'labor'), eq(jobOrderItems.approval, 'approved')));
    expect(clocked?.hours).toBeGreaterThan((billed?.hours ?? 0) * 0.6);
    expect(clocked?.hours).toBeLessThan((billed?.hours ?? 0) * 1.25);
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
    const db = database.db;
    const inDemo = eq(attendanceEntries.shopId, demoShopId);
    const [span] = await db
      .select({
        people: countDistinct(attendanceEntries.userId),
        first: min(attendanceEntries.clockedInAt),
        last: max(attendanceEntries.clockedInAt),
      })
      .from(attendanceEntries)
      .where(inDemo);
    const later = alias(attendanceEntries, 'later');
    const [overlapping] = await db
      .select({ count: count() })
      .from(attendanceEntries)
      .innerJoin(
        later,
        and(
          eq(later.userId, attendanceEntries.userId),
          gt(later.id, attendanceEntries.id),
          lt(attendanceEntries.clockedInAt, sql`coalesce(${later.clockedOutAt}, now())`),
          lt(later.clockedInAt, sql`coalesce(${attendanceEntries.clockedOutAt}, now())`),
        ),
      )
      .where(inDemo);
    const [lunchOnJob] = await db
      .select({ count: count() })
      .from(attendanceBreaks)
      .innerJoin(attendanceEntries, eq(attendanceEntries.id, attendanceBreaks.entryId))
      .innerJoin(
        jobOrderTimeEntries,
        and(
          eq(jobOrderTimeEntries.mechanicId, attendanceEntries.userId),
          lt(jobOrderTimeEntries.startedAt, attendanceBreaks.endedAt),
          lt(attendanceBreaks.startedAt, sql`coalesce(${jobOrderTimeEntries.endedAt}, now())`),
        ),
      )
      .where(eq(attendanceBreaks.shopId, demoShopId));
    const jobClockInDemo = eq(jobOrderTimeEntries.shopId, demoShopId);
    const figures = {
      entries: await db.$count(attendanceEntries, inDemo),
      people: span?.people,
      days:
        span?.first && span.last
          ? Math.floor((span.last.getTime() - span.first.getTime()) / 86_400_000)
          : 0,
      // Job-clock stretches with no attendance entry around them (a running one: no open entry).
      uncovered: await db.$count(
        jobOrderTimeEntries,
        and(
          jobClockInDemo,
          notExists(
            db
              .select({ id: attendanceEntries.id })
              .from(attendanceEntries)
              .where(
                and(
                  eq(attendanceEntries.userId, jobOrderTimeEntries.mechanicId),
                  or(
                    and(
                      isNull(jobOrderTimeEntries.endedAt),
                      isNull(attendanceEntries.clockedOutAt),
                    ),
                    and(
                      lte(attendanceEntries.clockedInAt, jobOrderTimeEntries.startedAt),
                      gte(attendanceEntries.clockedOutAt, jobOrderTimeEntries.endedAt),
                    ),
                  ),
                ),
              ),
          ),
        ),
      ),
      open: await db.$count(attendanceEntries, and(inDemo, isNull(attendanceEntries.clockedOutAt))),
      running: await db.$count(
        jobOrderTimeEntries,
        and(jobClockInDemo, isNull(jobOrderTimeEntries.endedAt)),
      ),
      autoClosed: await db.$count(
        attendanceEntries,
        and(inDemo, eq(attendanceEntries.autoClosed, true)),
      ),
      overlapping: overlapping?.count,
      lunchOnJob: lunchOnJob?.count,
      breaks: await db.$count(attendanceBreaks, eq(attendanceBreaks.shopId, demoShopId)),
    };
    expect(figures.people).toBeGreaterThanOrEqual(4);
    expect(figures.days).toBeGreaterThanOrEqual(360);
    expect(figures.uncovered).toBe(0);
    expect(figures.open).toBe(figures.running);
    expect(figures.autoClosed).toBe(1);
    expect(figures.overlapping).toBe(0);
    expect(figures.lunchOnJob).toBe(0);
    expect(figures.breaks).toBeGreaterThan((figures.entries ?? 0) * 0.8);
  });
});
