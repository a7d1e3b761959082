import { DateTime, IANAZone } from 'luxon';

/**
 * Wall-clock time in a shop's time zone. Shops keep hours and dates in their own zone;
 * instants (timestamptz, ISO strings with offset) are what the database and API carry.
 * Luxon resolves DST: a wall time in the spring gap moves forward, an ambiguous autumn time
 * is taken at its first occurrence (zonedInstant).
 */

export const LOCAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isTimeZone(zone: string): boolean {
  return IANAZone.isValidZone(zone);
}

/** Minutes since midnight of "HH:mm" ("24:00" is 1440, the end of the day). */
export function minutesOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** "HH:mm" of minutes since midnight. */
export function timeOfDay(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The instant of a wall-clock date and time ("2026-03-29", "10:30"; "24:00" is the next local
 * midnight) in `zone`. Built from the wall-clock fields, not midnight plus elapsed minutes,
 * which would be an hour off after a DST change that day.
 */
export function zonedInstant(date: string, time: string, zone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const minutes = minutesOfDay(time);
  if (minutes >= 24 * 60) return startOfLocalDay(addLocalDays(date, 1), zone);
  const at = DateTime.fromObject(
    { year, month, day, hour: Math.floor(minutes / 60), minute: minutes % 60 },
    { zone },
  );
  return new Date(firstOccurrence(at.toMillis(), at.offset, zone));
}

/**
 * Luxon resolves a wall time repeated by the autumn change to its later occurrence; the first
 * is the one a person means (and the one the calendar shows first). `offset` is the UTC offset
 * (minutes) at `instant`.
 */
export function firstOccurrence(instant: number, offset: number, zone: string): number {
  const iana = IANAZone.create(zone);
  const before = iana.offset(instant - 3 * 3_600_000);
  if (before <= offset) return instant;
  const earlier = instant - (before - offset) * 60_000;
  return iana.offset(earlier) === before ? earlier : instant;
}

/** The instant a local calendar day starts (local midnight) in `zone`. */
export function startOfLocalDay(date: string, zone: string): Date {
  return DateTime.fromISO(date, { zone }).startOf('day').toJSDate();
}

/** The wall-clock date and time of an instant in `zone`. */
export function localParts(
  instant: Date | string,
  zone: string,
): { date: string; time: string; weekday: number } {
  const at = toDateTime(instant, zone);
  return { date: at.toFormat('yyyy-MM-dd'), time: at.toFormat('HH:mm'), weekday: at.weekday };
}

/** The local calendar date `days` after `date` ("2026-03-28" + 1 → "2026-03-29"). */
export function addLocalDays(date: string, days: number): string {
  return DateTime.fromISO(date, { zone: 'UTC' }).plus({ days }).toFormat('yyyy-MM-dd');
}

/** ISO weekday (1 Monday … 7 Sunday) of a calendar date. */
export function weekdayOf(date: string): number {
  return DateTime.fromISO(date, { zone: 'UTC' }).weekday;
}

/** Today's calendar date in `zone`. */
export function localToday(zone: string, now: Date = new Date()): string {
  return localParts(now, zone).date;
}

function toDateTime(instant: Date | string, zone: string): DateTime {
  const base =
    typeof instant === 'string' ? DateTime.fromISO(instant) : DateTime.fromJSDate(instant);
  return base.setZone(zone);
}
