import { DateTime, IANAZone } from 'luxon';
import { z } from 'zod';
import { type WeeklyHours, weekdayLabels } from './availability.ts';
import { type AvailabilityConflict, availabilityConflictSchema } from './bookings.ts';
import { calendarDateSchema } from './calendar-date.ts';
import {
  addLocalDays,
  firstOccurrence,
  localParts,
  localToday,
  minutesOfDay,
  timeOfDay,
} from './local-time.ts';
import { countLabel } from './plural.ts';
import { problemSchema } from './problem.ts';

/**
 * Free booking slots and availability conflicts, computed from one shop's schedule (issue #10).
 * Pure: the server loads a `BookingSchedule` (modules/bookings/load-schedule.ts) and both the
 * slot list and the booking checks read it through the same rules, so a time the form offers
 * is a time the server accepts.
 *
 * The rules:
 * - A job [start, end) lies inside one range of the opening hours ∩ the mechanic's working
 *   hours that day (a schedule exception for the date replaces the weekly hours; a job may not
 *   span the lunch break), on a day the shop is not closed, and outside the mechanic's approved
 *   time off.
 * - The mechanic's other live bookings are blocked until their end plus the shop's buffer;
 *   the new job blocks [start, end + buffer). Those ranges must not overlap (the database's
 *   exclusion constraint enforces the same). The buffer may run past closing time.
 * - Unassigned live bookings still need a mechanic: a time is offered only while more
 *   mechanics are free for the whole job than unassigned bookings overlap it.
 * - Wall-clock times stay put across DST changes: a 09:00 slot is 09:00 local on the change
 *   day; a wall time that does not exist that day (the spring gap) is skipped.
 */

type Instant = Date;

export interface ScheduleTimeOff {
  startsAt: Instant;
  endsAt: Instant;
  reason: string | null;
}

export interface ScheduleMechanic {
  id: string;
  name: string;
  /** Null: works the shop's opening hours. */
  hours: WeeklyHours | null;
  /** Approved time off only: a pending or declined request blocks nothing. */
  timeOff: ScheduleTimeOff[];
  /** Local date → that day's shifts instead of the weekly hours (empty: off that day). */
  exceptions?: Map<string, Array<{ start: string; end: string }>>;
}

/**
 * A live (pending, confirmed, in_progress) appointment: the time it holds, as instants or
 * epoch milliseconds (the server reads thousands of them and skips building Dates). For the
 * slot search the server may merge a mechanic's back-to-back bookings into one busy range
 * (`appointmentId` null): whether a time is free reads the same either way.
 */
export interface ScheduleBooking {
  appointmentId: string | null;
  /** Null: unassigned, it still needs one of the mechanics. */
  mechanicId: string | null;
  startsAt: Instant | number;
  blockedUntil: Instant | number;
}

/** Epoch milliseconds of an instant given either way. */
export function epochMs(instant: Instant | number): number {
  return typeof instant === 'number' ? instant : instant.getTime();
}

export interface BookingSchedule {
  timeZone: string;
  openingHours: WeeklyHours;
  closures: Array<{ startsOn: string; endsOn: string; name: string }>;
  mechanics: ScheduleMechanic[];
  bookings: ScheduleBooking[];
  bufferMinutes: number;
}

export interface BookingSlot {
  startsAt: string;
  time: string;
  freeMechanics: number;
}

export interface SlotOptions {
  schedule: BookingSchedule;
  /** Local calendar dates, inclusive. */
  from: string;
  to: string;
  durationMinutes: number;
  /** Distance between offered start times, counted from the start of each opening range. */
  stepMinutes: number;
  now: Instant;
  /** Starts earlier than now + notice are not offered (0 for staff: anything not past). */
  noticeMinutes?: number;
  /** Days after today (shop time) still offered; null: no limit. */
  horizonDays?: number | null;
  /** 'any' (default) or one mechanic's id. */
  mechanic?: string;
  /** Rescheduling: the appointment being moved does not block itself. */
  excludeAppointmentId?: string | null;
}

/** Enough for the whole default horizon in one request. */
export const MAX_SLOT_RANGE_DAYS = 62;

/** Query of GET /booking-slots (staff) and the public slot endpoint. */
export const bookingSlotsQuerySchema = z
  .object({
    serviceIds: z
      .string({ error: 'Choose at least one service' })
      .transform((value) => value.split(',').filter((id) => id !== ''))
      .pipe(
        z
          .array(z.uuid({ error: 'Each service must be an id' }))
          .min(1, 'Choose at least one service')
          .max(10, 'At most 10 services'),
      ),
    from: calendarDateSchema(),
    to: calendarDateSchema(),
    mechanicId: z
      .union([z.uuid(), z.literal('any')])
      .optional()
      .default('any'),
    excludeAppointmentId: z.uuid().optional(),
  })
  .refine((query) => query.to >= query.from, {
    message: 'The last day must not be before the first',
    path: ['to'],
  })
  .refine((query) => query.to <= addLocalDays(query.from, MAX_SLOT_RANGE_DAYS - 1), {
    message: `At most ${MAX_SLOT_RANGE_DAYS} days at once`,
    path: ['to'],
  });
export type BookingSlotsQuery = z.input<typeof bookingSlotsQuerySchema>;

export const bookingSlotSchema = z.object({
  /** The start instant (ISO). */
  startsAt: z.string(),
  /** Wall-clock start in the shop's time zone, "HH:mm". */
  time: z.string(),
  /**
   * How many more such jobs the shop can take from this start: the mechanics free for the whole
   * job (and buffer), less those unassigned bookings already need; 1 when asked for one
   * mechanic. Who they are stays with the staff (a named mechanic is its own search).
   */
  freeMechanics: z.number().int().positive(),
});

export const bookingSlotsSchema = z
  .object({
    timeZone: z.string(),
    durationMinutes: z.number().int(),
    days: z.array(z.object({ date: z.string(), slots: z.array(bookingSlotSchema) })),
  })
  .meta({ id: 'BookingSlots' });
export type BookingSlots = z.infer<typeof bookingSlotsSchema>;

/**
 * The 409 of a booking write (staff and car owner): `code: 'availability_conflict'` with the
 * `conflicts` (staff may then send `bookAnyway`), or `code: 'slot_taken'` (SLOT_TAKEN_MESSAGE)
 * with fresh `slots` for that day.
 */
export const bookingProblemSchema = problemSchema
  .extend({
    conflicts: z.array(availabilityConflictSchema).optional(),
    slots: bookingSlotsSchema.optional(),
  })
  .meta({ id: 'BookingProblem' });
export type BookingProblem = z.infer<typeof bookingProblemSchema>;

const MINUTE = 60_000;

interface Range {
  start: number;
  end: number;
}

/** Bookings sorted by start, with the running maximum of their ends for a bounded scan. */
interface Timeline {
  starts: number[];
  ends: number[];
  maxEnds: number[];
  ids: (string | null)[];
}

/** One mechanic's bookings and time off, in the order of `schedule.mechanics`. */
interface Lane {
  id: string;
  busy: Timeline;
  timeOff: Range[];
}

/** The schedule with per-mechanic lookups built once; reused across the days of a request. */
interface Prepared {
  schedule: BookingSchedule;
  zone: IANAZone;
  lanes: Lane[];
  unassigned: Timeline;
  days: Map<string, DayPlan>;
  /** Local midnight of a date (ms), memoised: each day's end is the next day's start. */
  midnights: Map<string, number | null>;
}

interface DayPlan {
  date: string;
  closure: string | null;
  /** Opening ranges of the day as wall-clock minutes, touching ranges merged. */
  opening: Range[];
  /** Opening ranges as instants (ms). */
  openingInstants: Range[];
  /** Per lane: working ∩ opening ranges as instants (ms). */
  working: Range[][];
  /** Wall-clock minutes → instant (ms), null for a wall time the day skips. */
  instantOf: (minutes: number) => number | null;
}

function timeline(bookings: ScheduleBooking[]): Timeline {
  const sorted = [...bookings].sort((a, b) => epochMs(a.startsAt) - epochMs(b.startsAt));
  const result: Timeline = { starts: [], ends: [], maxEnds: [], ids: [] };
  let maxEnd = Number.NEGATIVE_INFINITY;
  for (const booking of sorted) {
    const end = epochMs(booking.blockedUntil);
    maxEnd = Math.max(maxEnd, end);
    result.starts.push(epochMs(booking.startsAt));
    result.ends.push(end);
    result.maxEnds.push(maxEnd);
    result.ids.push(booking.appointmentId);
  }
  return result;
}

function prepare(schedule: BookingSchedule): Prepared {
  const byMechanic = new Map<string, ScheduleBooking[]>();
  const unassigned: ScheduleBooking[] = [];
  for (const booking of schedule.bookings) {
    if (booking.mechanicId === null) {
      unassigned.push(booking);
      continue;
    }
    const list = byMechanic.get(booking.mechanicId);
    if (list) list.push(booking);
    else byMechanic.set(booking.mechanicId, [booking]);
  }
  const lanes = schedule.mechanics.map((mechanic) => ({
    id: mechanic.id,
    busy: timeline(byMechanic.get(mechanic.id) ?? []),
    timeOff: mechanic.timeOff.map((off) => ({
      start: off.startsAt.getTime(),
      end: off.endsAt.getTime(),
    })),
  }));
  return {
    schedule,
    zone: IANAZone.create(schedule.timeZone),
    lanes,
    unassigned: timeline(unassigned),
    days: new Map(),
    midnights: new Map(),
  };
}

/** Calendar-date arithmetic without a time zone (the hot path avoids building DateTimes). */
function utcMidnight(date: string): number {
  return Date.UTC(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)) - 1,
    Number(date.slice(8, 10)),
  );
}
function nextDate(date: string): string {
  return new Date(utcMidnight(date) + 86_400_000).toISOString().slice(0, 10);
}
function weekdayOfDate(date: string): number {
  return new Date(utcMidnight(date)).getUTCDay() || 7;
}

/**
 * The instant of local midnight of `date`, or null when the zone has no clear answer that day
 * (midnight inside a DST gap): that day then goes through luxon.
 */
function localMidnight(prepared: Prepared, date: string): number | null {
  const known = prepared.midnights.get(date);
  if (known !== undefined) return known;
  const utc = utcMidnight(date);
  const guess = prepared.zone.offset(utc);
  const offset = prepared.zone.offset(utc - guess * MINUTE);
  const midnight = utc - offset * MINUTE;
  const result = prepared.zone.offset(midnight) === offset ? midnight : null;
  prepared.midnights.set(date, result);
  return result;
}

/** Wall-clock ranges of one weekday, sorted, with touching or overlapping ranges merged. */
function rangesOf(hours: WeeklyHours, weekday: number): Range[] {
  const ranges = hours
    .filter((range) => range.weekday === weekday)
    .map((range) => ({ start: minutesOfDay(range.start), end: minutesOfDay(range.end) }))
    .sort((a, b) => a.start - b.start);
  const merged: Range[] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** A mechanic's own ranges on a date (exception, else weekly hours); null: the opening hours. */
function ownRanges(mechanic: ScheduleMechanic, date: string, weekday: number): Range[] | null {
  const exception = mechanic.exceptions?.get(date);
  if (exception) {
    return exception
      .map((shift) => ({ start: minutesOfDay(shift.start), end: minutesOfDay(shift.end) }))
      .sort((a, b) => a.start - b.start);
  }
  return mechanic.hours ? rangesOf(mechanic.hours, weekday) : null;
}

function intersect(a: Range[], b: Range[]): Range[] {
  const result: Range[] = [];
  for (const x of a) {
    for (const y of b) {
      const start = Math.max(x.start, y.start);
      const end = Math.min(x.end, y.end);
      if (end > start) result.push({ start, end });
    }
  }
  return result.sort((p, q) => p.start - q.start);
}

/**
 * Converts wall-clock minutes of `date` to instants. Most days have one UTC offset from
 * midnight to midnight, so the conversion is arithmetic; on a DST change day each time goes
 * through luxon.
 */
function wallClock(prepared: Prepared, date: string): (minutes: number) => number | null {
  const midnight = localMidnight(prepared, date);
  const next = localMidnight(prepared, nextDate(date));
  if (midnight !== null && next !== null && next - midnight === 86_400_000) {
    return (minutes) => midnight + minutes * MINUTE;
  }
  const zone = prepared.schedule.timeZone;
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return (minutes) => {
    if (minutes >= 24 * 60) {
      return (
        DateTime.fromISO(nextDate(date), { zone }).startOf('day').toMillis() +
        (minutes - 24 * 60) * MINUTE
      );
    }
    const at = DateTime.fromObject(
      { year, month, day, hour: Math.floor(minutes / 60), minute: minutes % 60 },
      { zone },
    );
    // Luxon moves a time in the spring gap forward; such a wall time does not exist that day.
    if (at.hour * 60 + at.minute !== minutes) return null;
    return firstOccurrence(at.toMillis(), at.offset, zone);
  };
}

/** Instants of wall-clock ranges; a boundary in the spring gap moves to the gap's end. */
function rangeInstants(
  ranges: Range[],
  date: string,
  zone: string,
  instantOf: DayPlan['instantOf'],
): Range[] {
  const toInstant = (minutes: number) => instantOf(minutes) ?? luxonInstant(date, minutes, zone);
  return ranges.map((range) => ({ start: toInstant(range.start), end: toInstant(range.end) }));
}

function luxonInstant(date: string, minutes: number, zone: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const at = DateTime.fromObject(
    { year, month, day, hour: Math.floor(minutes / 60), minute: minutes % 60 },
    { zone },
  );
  return firstOccurrence(at.toMillis(), at.offset, zone);
}

function dayPlan(prepared: Prepared, date: string): DayPlan {
  const cached = prepared.days.get(date);
  if (cached) return cached;
  const { schedule } = prepared;
  const zone = schedule.timeZone;
  const weekday = weekdayOfDate(date);
  const closure =
    schedule.closures.find((entry) => entry.startsOn <= date && date <= entry.endsOn)?.name ?? null;
  const opening = rangesOf(schedule.openingHours, weekday);
  const instantOf = wallClock(prepared, date);
  const openingInstants = rangeInstants(opening, date, zone, instantOf);
  const working = schedule.mechanics.map((mechanic) => {
    const own = ownRanges(mechanic, date, weekday);
    return own ? rangeInstants(intersect(opening, own), date, zone, instantOf) : openingInstants;
  });
  const plan: DayPlan = { date, closure, opening, openingInstants, working, instantOf };
  prepared.days.set(date, plan);
  return plan;
}

function contains(ranges: Range[], start: number, end: number): boolean {
  for (const range of ranges) if (range.start <= start && end <= range.end) return true;
  return false;
}

function overlapsAny(ranges: Range[], start: number, end: number): boolean {
  for (const range of ranges) if (range.start < end && start < range.end) return true;
  return false;
}

/** Index of the first booking starting at or after `at` (binary search). */
function firstStartingAtOrAfter(starts: number[], at: number): number {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((starts[middle] ?? 0) < at) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Indexes of the bookings overlapping [start, end), latest first, except `excludeId`. */
function overlapping(
  line: Timeline,
  start: number,
  end: number,
  excludeId: string | null,
  limit = Number.POSITIVE_INFINITY,
): number[] {
  const found: number[] = [];
  // Only bookings starting before `end` can overlap; walking back, stop once no earlier
  // booking ends after `start`.
  for (let i = firstStartingAtOrAfter(line.starts, end) - 1; i >= 0; i--) {
    if ((line.maxEnds[i] ?? 0) <= start) break;
    if ((line.ends[i] ?? 0) > start && (excludeId === null || line.ids[i] !== excludeId)) {
      found.push(i);
      if (found.length >= limit) break;
    }
  }
  return found;
}

const noBookings: Timeline = { starts: [], ends: [], maxEnds: [], ids: [] };

interface Window {
  start: number;
  end: number;
  blockedEnd: number;
}

function isFree(
  plan: DayPlan,
  lane: Lane,
  index: number,
  window: Window,
  excludeId: string | null,
) {
  return (
    contains(plan.working[index] ?? [], window.start, window.end) &&
    !overlapsAny(lane.timeOff, window.start, window.end) &&
    overlapping(lane.busy, window.start, window.blockedEnd, excludeId, 1).length === 0
  );
}

/**
 * Mechanics free for the whole window, and how many of them are spare once the unassigned
 * bookings overlapping it have each taken one.
 */
function availableMechanics(
  prepared: Prepared,
  plan: DayPlan,
  window: Window,
  excludeId: string | null,
): { free: string[]; spare: number } {
  if (plan.closure !== null) return { free: [], spare: 0 };
  const free: string[] = [];
  prepared.lanes.forEach((lane, index) => {
    if (isFree(plan, lane, index, window, excludeId)) free.push(lane.id);
  });
  if (free.length === 0) return { free, spare: 0 };
  const needed = overlapping(
    prepared.unassigned,
    window.start,
    window.blockedEnd,
    excludeId,
    free.length,
  ).length;
  return { free, spare: free.length - needed };
}

/** Mechanics free for the whole window, or none when unassigned bookings need them all. */
function freeMechanics(
  prepared: Prepared,
  plan: DayPlan,
  window: Window,
  excludeId: string | null,
): string[] {
  const { free, spare } = availableMechanics(prepared, plan, window, excludeId);
  return spare > 0 ? free : [];
}

/** The free start times per local date of [from, to]. */
export function computeBookingSlots(options: SlotOptions): BookingSlots {
  const { schedule, durationMinutes, stepMinutes, now } = options;
  const prepared = prepare(schedule);
  const excludeId = options.excludeAppointmentId ?? null;
  const mechanic = options.mechanic ?? 'any';
  const earliest = now.getTime() + (options.noticeMinutes ?? 0) * MINUTE;
  const lastDate =
    options.horizonDays === undefined || options.horizonDays === null
      ? null
      : addLocalDays(localToday(schedule.timeZone, now), options.horizonDays);
  const days: BookingSlots['days'] = [];
  for (let date = options.from; date <= options.to; date = nextDate(date)) {
    const slots: BookingSlot[] = [];
    days.push({ date, slots });
    if (lastDate !== null && date > lastDate) continue;
    const plan = dayPlan(prepared, date);
    if (plan.closure !== null) continue;
    for (const range of plan.opening) {
      for (let minutes = range.start; minutes < range.end; minutes += stepMinutes) {
        const start = plan.instantOf(minutes);
        if (start === null || start < earliest) continue;
        const end = start + durationMinutes * MINUTE;
        const window = { start, end, blockedEnd: end + schedule.bufferMinutes * MINUTE };
        // Quick exit before checking each mechanic: the job must fit this opening range.
        if (!contains(plan.openingInstants, start, end)) continue;
        const { free, spare } = availableMechanics(prepared, plan, window, excludeId);
        const freeForJob =
          mechanic === 'any' ? spare : spare > 0 && free.includes(mechanic) ? 1 : 0;
        if (freeForJob === 0) continue;
        slots.push({
          startsAt: new Date(start).toISOString(),
          time: timeOfDay(minutes),
          freeMechanics: freeForJob,
        });
      }
    }
  }
  return { timeZone: schedule.timeZone, durationMinutes, days };
}

export interface ConflictOptions {
  schedule: BookingSchedule;
  /** One mechanic, or null for an unassigned booking (then some mechanic must be free). */
  mechanicId: string | null;
  startsAt: Instant;
  endsAt: Instant;
  now: Instant;
  excludeAppointmentId?: string | null;
  /** Online bookings only: minimum notice and horizon (see BookingSettings). */
  noticeMinutes?: number;
  horizonDays?: number | null;
}

/**
 * Why [startsAt, endsAt) is not free for the mechanic (or, unassigned, for any mechanic):
 * the same rules as `computeBookingSlots`, each reason once with a message staff can read.
 * Empty when the time is free.
 */
export function findConflicts(options: ConflictOptions): AvailabilityConflict[] {
  const { schedule, mechanicId, now } = options;
  const zone = schedule.timeZone;
  const prepared = prepare(schedule);
  const excludeId = options.excludeAppointmentId ?? null;
  const start = options.startsAt.getTime();
  const end = options.endsAt.getTime();
  const window = { start, end, blockedEnd: end + schedule.bufferMinutes * MINUTE };
  const conflicts: AvailabilityConflict[] = [];
  const local = localParts(options.startsAt, zone);
  const localEnd = localParts(new Date(end - 1), zone);
  const plan = dayPlan(prepared, local.date);

  if (start < now.getTime()) {
    conflicts.push({ kind: 'in_the_past', message: 'This time is in the past.' });
  } else if (options.noticeMinutes && start < now.getTime() + options.noticeMinutes * MINUTE) {
    conflicts.push({
      kind: 'too_soon',
      message: `Bookings need at least ${describeMinutes(options.noticeMinutes)} notice.`,
    });
  }
  if (
    options.horizonDays !== undefined &&
    options.horizonDays !== null &&
    local.date > addLocalDays(localToday(zone, now), options.horizonDays)
  ) {
    conflicts.push({
      kind: 'beyond_horizon',
      message: `Bookings can be made at most ${countLabel(options.horizonDays, { one: 'day', other: 'days' })} ahead.`,
    });
  }

  const closures: string[] = [];
  for (let date = local.date; date <= localEnd.date; date = addLocalDays(date, 1)) {
    const closure = dayPlan(prepared, date).closure;
    if (closure !== null) closures.push(`${date} (${closure})`);
  }
  if (closures.length > 0) {
    conflicts.push({ kind: 'closed', message: `The shop is closed on ${closures.join(', ')}.` });
  } else if (plan.opening.length === 0) {
    conflicts.push({
      kind: 'closed',
      message: `The shop is closed on ${weekdayLabels[local.weekday]}s.`,
    });
  } else if (!contains(plan.openingInstants, start, end)) {
    conflicts.push({
      kind: 'outside_opening_hours',
      message: `Outside opening hours (${weekdayLabels[local.weekday]}: ${describeRanges(plan.opening)}).`,
    });
  }

  if (mechanicId !== null) {
    const mechanic = schedule.mechanics.find((entry) => entry.id === mechanicId);
    const name = mechanic?.name ?? 'This mechanic';
    const laneIndex = schedule.mechanics.findIndex((entry) => entry.id === mechanicId);
    const own = mechanic ? ownRanges(mechanic, local.date, local.weekday) : null;
    if (own && !contains(plan.working[laneIndex] ?? [], start, end)) {
      conflicts.push({
        kind: 'outside_working_hours',
        message:
          own.length === 0
            ? mechanic?.exceptions?.has(local.date)
              ? `${name} does not work on ${local.date}.`
              : `${name} does not work on ${weekdayLabels[local.weekday]}s.`
            : `Outside ${name}'s working hours (${mechanic?.exceptions?.has(local.date) ? local.date : weekdayLabels[local.weekday]}: ${describeRanges(own)}).`,
      });
    }
    const off = mechanic?.timeOff.find(
      (entry) => entry.startsAt.getTime() < end && start < entry.endsAt.getTime(),
    );
    if (off) {
      conflicts.push({
        kind: 'time_off',
        message: `${name} is off${off.reason ? ` (${off.reason})` : ''} at this time.`,
      });
    }
    const entry = prepared.lanes.find((lane) => lane.id === mechanicId)?.busy ?? noBookings;
    const clashes = overlapping(entry, start, window.blockedEnd, excludeId);
    const first = clashes[clashes.length - 1];
    if (first !== undefined) {
      const from = localParts(new Date(entry.starts[first] ?? 0), zone).time;
      const to = localParts(new Date(entry.ends[first] ?? 0), zone).time;
      conflicts.push({
        kind: 'overlap',
        message:
          schedule.bufferMinutes > 0
            ? `${name} already has a booking at ${from}–${to} (including the ${schedule.bufferMinutes}-minute buffer).`
            : `${name} already has a booking at ${from}–${to}.`,
      });
    } else if (
      conflicts.length === 0 &&
      freeMechanics(prepared, plan, window, excludeId).length === 0
    ) {
      conflicts.push({
        kind: 'overlap',
        message: 'Unassigned bookings need every free mechanic at this time.',
      });
    }
  } else if (
    conflicts.length === 0 &&
    freeMechanics(prepared, plan, window, excludeId).length === 0
  ) {
    conflicts.push({ kind: 'overlap', message: 'No mechanic is free for this time.' });
  }
  return conflicts;
}

/** Mechanics free for [startsAt, endsAt) under the same rules (the 'any' mechanic choice). */
export function findFreeMechanics(options: Omit<ConflictOptions, 'mechanicId'>): string[] {
  const prepared = prepare(options.schedule);
  const start = options.startsAt.getTime();
  const end = options.endsAt.getTime();
  const plan = dayPlan(prepared, localParts(options.startsAt, options.schedule.timeZone).date);
  if (start < options.now.getTime()) return [];
  return freeMechanics(
    prepared,
    plan,
    { start, end, blockedEnd: end + options.schedule.bufferMinutes * MINUTE },
    options.excludeAppointmentId ?? null,
  );
}

function describeRanges(ranges: Range[]): string {
  return ranges.map((range) => `${timeOfDay(range.start)}–${timeOfDay(range.end)}`).join(', ');
}

function describeMinutes(minutes: number): string {
  if (minutes % 60 === 0) return countLabel(minutes / 60, { one: 'hour', other: 'hours' });
  return countLabel(minutes, { one: 'minute', other: 'minutes' });
}
