/**
 * Wall-clock time in a shop's time zone. Shops keep hours and dates in their own zone;
 * instants (timestamptz, ISO strings with offset) are what the database and API carry.
 * Built on Intl alone so the browser does not ship a date library for it (ADR 032): a wall
 * time in the spring gap moves forward, an ambiguous autumn time is taken at its first
 * occurrence (zonedInstant).
 */

export const LOCAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const MINUTE = 60_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

type WallClock = { year: number; month: number; day: number; hour: number; minute: number };

function wallClockOf(instant: number, zone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const part of formatterOf(zone).formatToParts(new Date(instant))) {
    parts[part.type] = part.value;
  }
  const year = Number(parts.year);
  return {
    year: parts.era === 'BC' ? 1 - year : year,
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
  };
}

/** The UTC offset (minutes) of `zone` at `instant`. */
function offsetAt(instant: number, zone: string): number {
  const wall = wallClockOf(instant, zone);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  return Math.round((wallAsUtc - (instant - (((instant % MINUTE) + MINUTE) % MINUTE))) / MINUTE);
}

/**
 * The instant of a wall-clock time given as if it were UTC: two offset guesses settle it; a
 * time in a gap (the guesses disagree) moves forward by the gap.
 */
function instantOfWallClock(wallAsUtc: number, zone: string): number {
  const guess = offsetAt(wallAsUtc, zone);
  let instant = wallAsUtc - guess * MINUTE;
  const second = offsetAt(instant, zone);
  if (second === guess) return instant;
  instant -= (second - guess) * MINUTE;
  const third = offsetAt(instant, zone);
  if (second === third) return instant;
  return wallAsUtc - Math.min(second, third) * MINUTE;
}

export function isTimeZone(zone: string): boolean {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone }).format();
    return true;
  } catch {
    return false;
  }
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
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const minutes = minutesOfDay(time);
  if (minutes >= 24 * 60) return startOfLocalDay(addLocalDays(date, 1), zone);
  const instant = instantOfWallClock(
    Date.UTC(year, month - 1, day, Math.floor(minutes / 60), minutes % 60),
    zone,
  );
  return new Date(firstOccurrence(instant, offsetAt(instant, zone), zone));
}

/**
 * A wall time repeated by the autumn change resolves to either occurrence; the first is the
 * one a person means (and the one the calendar shows first). `offset` is the UTC offset
 * (minutes) at `instant`.
 */
export function firstOccurrence(instant: number, offset: number, zone: string): number {
  const before = offsetAt(instant - 3 * 3_600_000, zone);
  if (before <= offset) return instant;
  const earlier = instant - (before - offset) * MINUTE;
  return offsetAt(earlier, zone) === before ? earlier : instant;
}

/** The instant a local calendar day starts (local midnight) in `zone`. */
export function startOfLocalDay(date: string, zone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(instantOfWallClock(Date.UTC(year, month - 1, day), zone));
}

/** The wall-clock date and time of an instant in `zone`. */
export function localParts(
  instant: Date | string,
  zone: string,
): { date: string; time: string; weekday: number } {
  const wall = wallClockOf(toMillis(instant), zone);
  const date = `${String(wall.year).padStart(4, '0')}-${pad(wall.month)}-${pad(wall.day)}`;
  return { date, time: `${pad(wall.hour)}:${pad(wall.minute)}`, weekday: weekdayOf(date) };
}

/**
 * The local calendar date `days` after `date` ("2026-03-28" + 1 → "2026-03-29"); text that is
 * not a date comes back as it is (its schema reports it).
 */
export function addLocalDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1, day + days));
  return Number.isNaN(next.getTime()) ? date : next.toISOString().slice(0, 10);
}

/** ISO weekday (1 Monday … 7 Sunday) of a calendar date. */
export function weekdayOf(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() || 7;
}

/** Today's calendar date in `zone`. */
export function localToday(zone: string, now: Date = new Date()): string {
  return localParts(now, zone).date;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

// A date without a time is local midnight, as ISO 8601 reads it (Date would read it as UTC).
function toMillis(instant: Date | string): number {
  if (typeof instant !== 'string') return instant.getTime();
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(instant) ? `${instant}T00:00` : instant).getTime();
}
