import type { Availability, TimeOff, WeeklyHours } from '@pitstop/domain/availability';
import { addLocalDays, startOfLocalDay } from '@pitstop/domain/local-time';
import { and, asc, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { scheduleExceptions } from '../../db/schema/people.ts';
import { shopClosures, timeOff, weeklySchedules } from '../../db/schema/scheduling.ts';
import { listMechanics, loadBookingSettings } from '../bookings/public.ts';

/**
 * The shop's opening hours, closures and each active mechanic's hours, schedule exceptions and
 * time off (approved and pending; ADR 045) overlapping the
 * local dates [from, to]: what the availability screen and the calendar's shading draw.
 * `onlyMechanicId`: a mechanic sees their own schedule only.
 */
export async function getAvailability(options: {
  tx: Tx;
  shopId: string;
  from: string;
  to: string;
  onlyMechanicId?: string;
}): Promise<Availability> {
  const { tx, shopId } = options;
  const { timeZone } = await loadBookingSettings({ tx, shopId });
  const windowStart = startOfLocalDay(options.from, timeZone);
  const windowEnd = startOfLocalDay(addLocalDays(options.to, 1), timeZone);
  const [hours, closures, offs, exceptions, mechanics] = await Promise.all([
    tx
      .select({ mechanicId: weeklySchedules.mechanicId, hours: weeklySchedules.hours })
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
          gte(shopClosures.endsOn, options.from),
          lte(shopClosures.startsOn, options.to),
        ),
      )
      .orderBy(asc(shopClosures.startsOn)),
    tx
      .select({
        id: timeOff.id,
        mechanicId: timeOff.mechanicId,
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
    tx
      .select({
        userId: scheduleExceptions.userId,
        date: sql<string>`${scheduleExceptions.onDate}::text`,
        hours: scheduleExceptions.hours,
      })
      .from(scheduleExceptions)
      .where(
        and(
          eq(scheduleExceptions.shopId, shopId),
          gte(scheduleExceptions.onDate, options.from),
          lte(scheduleExceptions.onDate, options.to),
        ),
      )
      .orderBy(asc(scheduleExceptions.onDate)),
    listMechanics({ tx, shopId }),
  ]);
  const own = new Map<string, WeeklyHours>();
  let openingHours: WeeklyHours = [];
  for (const row of hours) {
    if (row.mechanicId === null) openingHours = row.hours;
    else own.set(row.mechanicId, row.hours);
  }
  return {
    timeZone,
    openingHours,
    closures,
    mechanics: mechanics
      .filter((mechanic) => !options.onlyMechanicId || mechanic.id === options.onlyMechanicId)
      .map((mechanic) => ({
        id: mechanic.id,
        name: mechanic.name,
        hours: own.get(mechanic.id) ?? null,
        timeOff: offs
          .filter((off) => off.mechanicId === mechanic.id)
          .map((off) => ({
            ...off,
            status: off.status as TimeOff['status'],
            startsAt: off.startsAt.toISOString(),
            endsAt: off.endsAt.toISOString(),
          })),
        exceptions: exceptions
          .filter((entry) => entry.userId === mechanic.id)
          .map((entry) => ({ date: entry.date, hours: entry.hours })),
      })),
  };
}
