/**
 * loadSchedule({ tx, shopId, from, to }) → { schedule, settings }
 *
 * One shop's availability and the time its live appointments hold, for the instants
 * [from, to): what `computeBookingSlots` and `findConflicts` (packages/domain/src/booking-slots.ts)
 * read. Six small queries, each on an index and selecting only the columns the rules use, run
 * side by side when `tx` is the pool (slot search over 60 days is a benchmark target).
 */
import type { WeeklyHours } from '@pitstop/domain/availability';
import type { BookingSettings } from '@pitstop/domain/booking-settings';
import type { BookingSchedule, ScheduleBooking } from '@pitstop/domain/booking-slots';
import { activeAppointmentStatuses } from '@pitstop/domain/bookings';
import { addLocalDays } from '@pitstop/domain/local-time';
import { displayName } from '@pitstop/domain/session';
import {
  and,
  asc,
  eq,
  gt,
  gte,
  isNotNull,
  isNull,
  lt,
  lte,
  notExists,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/database.ts';
import { users } from '../../db/schema/auth.ts';
import { employees } from '../../db/schema/people.ts';
import { shopClosures, timeOff, weeklySchedules } from '../../db/schema/scheduling.ts';
import { profiles, shops } from '../../db/schema/shops.ts';
import { appointments } from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';

const LONGEST_BOOKING_DAYS = 7;

function epochMsOf(column: AnyPgColumn | SQL) {
  return sql<number>`(extract(epoch from ${column}) * 1000)::float8`.mapWith(Number);
}

export type ShopBookingSettings = BookingSettings & { timeZone: string };

/** The shop's time zone and booking rules; another (or no) shop is not found. */
export async function loadBookingSettings(options: {
  tx: Tx;
  shopId: string;
}): Promise<ShopBookingSettings> {
  const [shop] = await options.tx
    .select({
      timeZone: shops.timezone,
      onlineBookingEnabled: shops.onlineBookingEnabled,
      onlineBookingAutoConfirm: shops.onlineBookingAutoConfirm,
      bufferMinutes: shops.bookingBufferMinutes,
      noticeMinutes: shops.bookingNoticeMinutes,
      horizonDays: shops.bookingHorizonDays,
      cutoffHours: shops.bookingCutoffHours,
      slotMinutes: shops.bookingSlotMinutes,
    })
    .from(shops)
    .where(eq(shops.id, options.shopId));
  if (!shop) throw AppError.notFound('Workshop not found.');
  return { ...shop, slotMinutes: shop.slotMinutes as BookingSettings['slotMinutes'] };
}

export async function loadSchedule(options: {
  tx: Tx;
  shopId: string;
  from: Date;
  to: Date;
  /**
   * The slot search: each mechanic's bookings merged into busy ranges (a day of back-to-back
   * jobs is one row), and this appointment left out (it is being moved). Booking checks load
   * each booking instead, to name the one in the way.
   */
  busyRanges?: { excludeAppointmentId: string | null };
}): Promise<{ schedule: BookingSchedule; settings: ShopBookingSettings }> {
  const { tx, shopId, from, to } = options;
  const [settings, hours, mechanics, closures, offs, bookings] = await Promise.all([
    loadBookingSettings({ tx, shopId }),
    tx
      .select({ mechanicId: weeklySchedules.mechanicId, hours: weeklySchedules.hours })
      .from(weeklySchedules)
      .where(eq(weeklySchedules.shopId, shopId)),
    listMechanics({ tx, shopId }),
    tx
      .select({
        startsOn: shopClosures.startsOn,
        endsOn: shopClosures.endsOn,
        name: shopClosures.name,
      })
      .from(shopClosures)
      .where(
        and(
          eq(shopClosures.shopId, shopId),
          // Dates compared as local calendar days, one either side for the zone's offset.
          gte(
            shopClosures.endsOn,
            sql`(${from.toISOString()}::timestamptz - interval '1 day')::date`,
          ),
          lte(
            shopClosures.startsOn,
            sql`(${to.toISOString()}::timestamptz + interval '1 day')::date`,
          ),
        ),
      ),
    tx
      .select({
        mechanicId: timeOff.mechanicId,
        startsAt: timeOff.startsAt,
        endsAt: timeOff.endsAt,
        reason: timeOff.reason,
      })
      .from(timeOff)
      .where(and(eq(timeOff.shopId, shopId), gt(timeOff.endsAt, from), lt(timeOff.startsAt, to))),
    options.busyRanges
      ? loadBusyRanges({
          ...options,
          excludeAppointmentId: options.busyRanges.excludeAppointmentId,
        })
      : loadLiveBookings(options),
  ]);
  const ownHours = new Map<string, WeeklyHours>();
  let openingHours: WeeklyHours = [];
  for (const row of hours) {
    if (row.mechanicId === null) openingHours = row.hours;
    else ownHours.set(row.mechanicId, row.hours);
  }
  const schedule: BookingSchedule = {
    timeZone: settings.timeZone,
    openingHours,
    closures,
    mechanics: mechanics.map((mechanic) => ({
      id: mechanic.id,
      name: mechanic.name,
      hours: ownHours.get(mechanic.id) ?? null,
      timeOff: offs
        .filter((off) => off.mechanicId === mechanic.id)
        .map((off) => ({ startsAt: off.startsAt, endsAt: off.endsAt, reason: off.reason })),
    })),
    bookings,
    bufferMinutes: settings.bufferMinutes,
  };
  return { schedule, settings };
}

/**
 * Live appointments are read from this long before the window: a booking that started earlier
 * still holds time only if it runs longer than this, which only a deliberate "book anyway"
 * resize can make.
 */
function earliestStartOf(from: Date): Date {
  return new Date(from.getTime() - LONGEST_BOOKING_DAYS * 86_400_000);
}

/**
 * Live statuses as literals, not parameters: the planner then proves the query matches the
 * partial index `appointments_live_schedule_idx` (migration 0014) even in a generic plan.
 */
const isLive = sql.raw(
  `${appointments.status.name} in (${activeAppointmentStatuses.map((status) => `'${status}'`).join(', ')})`,
);

/** Each live booking overlapping [from, to), with its id. */
function loadLiveBookings(options: { tx: Tx; shopId: string; from: Date; to: Date }) {
  const { tx, shopId, from, to } = options;
  return tx
    .select({
      appointmentId: appointments.id,
      mechanicId: appointments.mechanicId,
      // Epoch milliseconds: thousands of rows over 60 days, parsed as numbers, not Dates.
      startsAt: epochMsOf(appointments.startsAt),
      blockedUntil: epochMsOf(appointments.blockedUntil),
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.shopId, shopId),
        isLive,
        gte(appointments.startsAt, earliestStartOf(from)),
        lt(appointments.startsAt, to),
        gt(appointments.blockedUntil, from),
      ),
    );
}

/**
 * The time live bookings hold over [from, to): per mechanic, the union of their bookings
 * (range_agg), so 60 days of a busy shop are about a thousand rows rather than ten thousand;
 * unassigned bookings one by one, since each still needs a mechanic.
 */
async function loadBusyRanges(options: {
  tx: Tx;
  shopId: string;
  from: Date;
  to: Date;
  excludeAppointmentId: string | null;
}): Promise<ScheduleBooking[]> {
  const { shopId, from, to, excludeAppointmentId } = options;
  const live = sql`${appointments.shopId} = ${shopId} and ${isLive}
    and ${appointments.startsAt} >= ${earliestStartOf(from).toISOString()}
    and ${appointments.startsAt} < ${to.toISOString()}
    and ${appointments.blockedUntil} > ${from.toISOString()}
    ${excludeAppointmentId ? sql`and ${appointments.id} <> ${excludeAppointmentId}` : sql``}`;
  const { tx } = options;
  // Each mechanic's overlapping and touching bookings merged into one busy range (range_agg).
  const merged = tx
    .select({
      mechanicId: appointments.mechanicId,
      busy: sql`unnest(range_agg(tstzrange(${appointments.startsAt}, ${appointments.blockedUntil})))`.as(
        'busy',
      ),
    })
    .from(appointments)
    .where(and(live, isNotNull(appointments.mechanicId)))
    .groupBy(appointments.mechanicId)
    .as('merged');
  const rows = await tx
    .select({
      mechanicId: merged.mechanicId,
      startsAt: epochMsOf(sql`lower(${merged.busy})`),
      blockedUntil: epochMsOf(sql`upper(${merged.busy})`),
    })
    .from(merged)
    .unionAll(
      tx
        .select({
          mechanicId: appointments.mechanicId,
          startsAt: epochMsOf(appointments.startsAt),
          blockedUntil: epochMsOf(appointments.blockedUntil),
        })
        .from(appointments)
        .where(and(live, isNull(appointments.mechanicId))),
    );
  return rows.map((row) => ({
    appointmentId: null,
    mechanicId: row.mechanicId,
    startsAt: Number(row.startsAt),
    blockedUntil: Number(row.blockedUntil),
  }));
}

/** The shop's active mechanics (the people bookings are assigned to), by name. */
export async function listMechanics(options: {
  tx: Tx;
  shopId: string;
}): Promise<Array<{ id: string; name: string }>> {
  const rows = await options.tx
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: users.email,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(
      and(
        eq(profiles.shopId, options.shopId),
        eq(profiles.role, 'mechanic'),
        // A deactivated mechanic is off every picker and takes no new work (ADR 044).
        notExists(
          options.tx
            .select({ id: employees.id })
            .from(employees)
            .where(and(eq(employees.userId, profiles.id), isNotNull(employees.deactivatedAt))),
        ),
      ),
    )
    .orderBy(asc(profiles.fullName), asc(profiles.id));
  return rows
    .map((row) => ({ id: row.id, name: displayName(row) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Instants that hold the local calendar days [fromDate, toDate] in every time zone (UTC−12 to
 * UTC+14): the schedule can be loaded before the shop's zone is known, in the same round trip.
 */
export function localDaysWindow(fromDate: string, toDate: string): { from: Date; to: Date } {
  const hour = 3_600_000;
  return {
    from: new Date(Date.parse(`${fromDate}T00:00:00Z`) - 14 * hour),
    to: new Date(Date.parse(`${addLocalDays(toDate, 1)}T00:00:00Z`) + 12 * hour),
  };
}
