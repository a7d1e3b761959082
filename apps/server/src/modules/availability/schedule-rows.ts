import type { Closure, WeeklyHours } from '@pitstop/domain/availability';
import { addLocalDays, startOfLocalDay } from '@pitstop/domain/local-time';
import type { ScheduleException, ScheduleTimeOff } from '@pitstop/domain/schedules';
import { and, asc, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { scheduleExceptions } from '../../db/schema/people.ts';
import { shopClosures, timeOff, weeklySchedules } from '../../db/schema/scheduling.ts';

/** One person's rows: their weekly hours (null: the shop's), exceptions and time off. */
export type PersonScheduleRows = {
  hours: WeeklyHours | null;
  exceptions: ScheduleException[];
  timeOff: ScheduleTimeOff[];
};

export type ScheduleRows = {
  openingHours: WeeklyHours;
  closures: Closure[];
  of(userId: string): PersonScheduleRows;
};

/**
 * The one set of rows every schedule is drawn from (ADR 045) over the local dates [from, to] in
 * the shop's time zone: the opening hours, closures, and per person their weekly hours, schedule
 * exceptions and time off (approved and pending; declined requests are left out). Mechanic
 * Availability and Manage Schedules both read them here, each for its own people.
 */
export async function loadScheduleRows(options: {
  tx: Tx;
  shopId: string;
  timeZone: string;
  from: string;
  to: string;
}): Promise<ScheduleRows> {
  const { tx, shopId, from, to } = options;
  const windowStart = startOfLocalDay(from, options.timeZone);
  const windowEnd = startOfLocalDay(addLocalDays(to, 1), options.timeZone);
  const [hours, closures, exceptions, offs] = await Promise.all([
    tx
      .select({ userId: weeklySchedules.mechanicId, hours: weeklySchedules.hours })
      .from(weeklySchedules)
      .where(eq(weeklySchedules.shopId, shopId)),
    tx
      .select({
        id: shopClosures.id,
        startsOn: shopClosures.startsOn,
        endsOn: shopClosures.endsOn,
        name: shopClosures.name,
      })
      .from(shopClosures)
      .where(
        and(
          eq(shopClosures.shopId, shopId),
          gte(shopClosures.endsOn, from),
          lte(shopClosures.startsOn, to),
        ),
      )
      .orderBy(asc(shopClosures.startsOn)),
    tx
      .select({
        userId: scheduleExceptions.userId,
        date: sql<string>`${scheduleExceptions.onDate}::text`,
        hours: scheduleExceptions.hours,
        note: scheduleExceptions.note,
      })
      .from(scheduleExceptions)
      .where(
        and(
          eq(scheduleExceptions.shopId, shopId),
          gte(scheduleExceptions.onDate, from),
          lte(scheduleExceptions.onDate, to),
        ),
      )
      .orderBy(asc(scheduleExceptions.onDate)),
    tx
      .select({
        id: timeOff.id,
        userId: timeOff.mechanicId,
        allDay: timeOff.allDay,
        startsAt: timeOff.startsAt,
        endsAt: timeOff.endsAt,
        reason: timeOff.reason,
        status: timeOff.status,
      })
      .from(timeOff)
      .where(
        and(
          eq(timeOff.shopId, shopId),
          sql`${timeOff.status} in ('approved', 'pending')`,
          gt(timeOff.endsAt, windowStart),
          lt(timeOff.startsAt, windowEnd),
        ),
      )
      .orderBy(asc(timeOff.startsAt)),
  ]);
  const own = new Map<string, WeeklyHours>();
  let openingHours: WeeklyHours = [];
  for (const row of hours) {
    if (row.userId === null) openingHours = row.hours;
    else own.set(row.userId, row.hours);
  }
  return {
    openingHours,
    closures,
    of: (userId) => ({
      hours: own.get(userId) ?? null,
      exceptions: exceptions.filter((entry) => entry.userId === userId),
      timeOff: offs
        .filter((off) => off.userId === userId)
        .map((off) => ({
          id: off.id,
          allDay: off.allDay,
          startsAt: off.startsAt.toISOString(),
          endsAt: off.endsAt.toISOString(),
          reason: off.reason,
          status: off.status as ScheduleTimeOff['status'],
        })),
    }),
  };
}
