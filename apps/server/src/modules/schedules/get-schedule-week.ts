import type { WeeklyHours } from '@pitstop/domain/availability';
import { addLocalDays, localToday, startOfLocalDay } from '@pitstop/domain/local-time';
import { type ScheduleWeek, weekStartOf } from '@pitstop/domain/schedules';
import { and, asc, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { scheduleExceptions } from '../../db/schema/people.ts';
import { shopClosures, timeOff, weeklySchedules } from '../../db/schema/scheduling.ts';
import { loadBookingSettings } from '../bookings/public.ts';
import { listActiveStaff } from './staff.ts';

/**
 * One week of the shop's schedule (Monday to Sunday of `week`, default this week in the shop's
 * time zone): every active staff member's weekly hours, exceptions and time off (approved and
 * pending), the opening hours and closures. The same rows Mechanic Availability and the slot
 * search read (ADR 045); the client lays them out with `shiftsOn`.
 */
export async function getScheduleWeek(options: {
  tx: Tx;
  shopId: string;
  week?: string;
  userId?: string;
}): Promise<ScheduleWeek> {
  const { tx, shopId } = options;
  const { timeZone } = await loadBookingSettings({ tx, shopId });
  const weekStart = weekStartOf(options.week ?? localToday(timeZone));
  const weekEnd = addLocalDays(weekStart, 6);
  const windowStart = startOfLocalDay(weekStart, timeZone);
  const windowEnd = startOfLocalDay(addLocalDays(weekEnd, 1), timeZone);
  const [staff, hours, closures, exceptions, offs] = await Promise.all([
    listActiveStaff({ tx, shopId, ...(options.userId ? { userId: options.userId } : {}) }),
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
          gte(shopClosures.endsOn, weekStart),
          lte(shopClosures.startsOn, weekEnd),
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
          gte(scheduleExceptions.onDate, weekStart),
          lte(scheduleExceptions.onDate, weekEnd),
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
    timeZone,
    weekStart,
    openingHours,
    closures,
    staff: staff.map((person) => ({
      userId: person.userId,
      name: person.name,
      role: person.role,
      hours: own.get(person.userId) ?? null,
      exceptions: exceptions.filter((entry) => entry.userId === person.userId),
      timeOff: offs
        .filter((off) => off.userId === person.userId)
        .map((off) => ({
          id: off.id,
          allDay: off.allDay,
          startsAt: off.startsAt.toISOString(),
          endsAt: off.endsAt.toISOString(),
          reason: off.reason,
          status: off.status as 'approved' | 'pending',
        })),
    })),
  };
}
