import { addLocalDays, localToday } from '@pitstop/domain/local-time';
import { type ScheduleWeek, weekStartOf } from '@pitstop/domain/schedules';
import type { Tx } from '../../db/database.ts';
import { loadScheduleRows } from '../availability/public.ts';
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
  const [staff, rows] = await Promise.all([
    listActiveStaff({ tx, shopId, ...(options.userId ? { userId: options.userId } : {}) }),
    loadScheduleRows({ tx, shopId, timeZone, from: weekStart, to: addLocalDays(weekStart, 6) }),
  ]);
  return {
    timeZone,
    weekStart,
    openingHours: rows.openingHours,
    closures: rows.closures,
    staff: staff.map((person) => ({
      userId: person.userId,
      name: person.name,
      role: person.role,
      ...rows.of(person.userId),
    })),
  };
}
