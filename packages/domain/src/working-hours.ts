import { type Availability, type WeeklyHours, weekdays } from './availability.ts';
import { localParts, minutesOfDay, weekdayOf } from './local-time.ts';

/**
 * Who works when on a local date, read from the one availability model (DESIGN.md §7): the
 * calendar shades what falls outside it and the availability screen's week grid lists it.
 */

/** A span of one day in minutes since local midnight, [start, end). */
export type MinuteRange = { start: number; end: number };

const DAY_MINUTES = 24 * 60;

/** The ranges of a week of hours on one ISO weekday, in start order. */
export function hoursOnWeekday(hours: WeeklyHours, weekday: number): MinuteRange[] {
  return hours
    .filter((range) => range.weekday === weekday)
    .map((range) => ({ start: minutesOfDay(range.start), end: minutesOfDay(range.end) }))
    .sort((a, b) => a.start - b.start);
}

function intersect(a: MinuteRange[], b: MinuteRange[]): MinuteRange[] {
  const result: MinuteRange[] = [];
  for (const x of a) {
    for (const y of b) {
      const start = Math.max(x.start, y.start);
      const end = Math.min(x.end, y.end);
      if (end > start) result.push({ start, end });
    }
  }
  return result.sort((p, q) => p.start - q.start);
}

function subtract(ranges: MinuteRange[], cut: MinuteRange): MinuteRange[] {
  return ranges.flatMap((range) => {
    if (cut.end <= range.start || cut.start >= range.end) return [range];
    const pieces: MinuteRange[] = [];
    if (cut.start > range.start) pieces.push({ start: range.start, end: cut.start });
    if (cut.end < range.end) pieces.push({ start: cut.end, end: range.end });
    return pieces;
  });
}

/** The ISO weekdays (1 Monday … 7 Sunday) the shop has no opening hours on: its weekend. */
export function closedWeekdays(hours: WeeklyHours): number[] {
  return weekdays.filter((weekday) => !hours.some((range) => range.weekday === weekday));
}

/** The closure covering a local date, if any. */
export function closureOn(availability: Availability, date: string) {
  return availability.closures.find(
    (closure) => closure.startsOn <= date && date <= closure.endsOn,
  );
}

/** The shop's opening hours on a local date (none on a closure or a closed weekday). */
export function shopHoursOn(availability: Availability, date: string): MinuteRange[] {
  if (closureOn(availability, date)) return [];
  return hoursOnWeekday(availability.openingHours, weekdayOf(date));
}

/**
 * When a mechanic works on a local date: the opening hours ∩ their shifts that day (a schedule
 * exception, else their own weekly hours, else the opening hours), minus their approved time off.
 */
export function mechanicHoursOn(
  availability: Availability,
  mechanicId: string,
  date: string,
): MinuteRange[] {
  const open = shopHoursOn(availability, date);
  const mechanic = availability.mechanics.find((entry) => entry.id === mechanicId);
  if (!mechanic) return open;
  const exception = mechanic.exceptions.find((entry) => entry.date === date);
  let working = exception
    ? intersect(
        open,
        exception.hours.map((shift) => ({
          start: minutesOfDay(shift.start),
          end: minutesOfDay(shift.end),
        })),
      )
    : mechanic.hours
      ? intersect(open, hoursOnWeekday(mechanic.hours, weekdayOf(date)))
      : open;
  for (const off of mechanic.timeOff) {
    if (off.status !== 'approved') continue;
    const start = localParts(off.startsAt, availability.timeZone);
    const end = localParts(off.endsAt, availability.timeZone);
    if (start.date > date || end.date < date) continue;
    working = subtract(working, {
      start: start.date === date ? minutesOfDay(start.time) : 0,
      end: end.date === date ? minutesOfDay(end.time) : DAY_MINUTES,
    });
  }
  return working;
}

/** Whether the mechanic has approved time off touching a local date. */
export function hasTimeOffOn(
  availability: Availability,
  mechanicId: string,
  date: string,
): boolean {
  const mechanic = availability.mechanics.find((entry) => entry.id === mechanicId);
  return (mechanic?.timeOff ?? []).some((off) => {
    if (off.status !== 'approved') return false;
    const start = localParts(off.startsAt, availability.timeZone);
    const end = localParts(off.endsAt, availability.timeZone);
    return start.date <= date && (end.date > date || (end.date === date && end.time !== '00:00'));
  });
}

/** The parts of a day outside `working`. */
export function offHours(working: MinuteRange[]): MinuteRange[] {
  return working.reduce<MinuteRange[]>(
    (gaps, range) => subtract(gaps, range),
    [{ start: 0, end: DAY_MINUTES }],
  );
}

/** Whether [start, end) lies wholly inside one of `working`'s ranges. */
export function isWithin(working: MinuteRange[], start: number, end: number): boolean {
  return working.some((range) => range.start <= start && end <= range.end);
}
