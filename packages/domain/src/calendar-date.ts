import { z } from 'zod';

/**
 * The one date type and the one timestamp type of every request (ADR 025). A date is a real
 * calendar day (2026-02-30 is refused) within years a shop can mean: 0000-01-01 and 9999-12-31
 * pass a bare format check yet break the database, Luxon and `Date` arithmetic downstream.
 */
export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2200-12-31';

export const DATE_RANGE_MESSAGE = 'Use a date between 1900 and 2200';

/** "YYYY-MM-DD" of a day that exists. */
export function isCalendarDate(value: string): boolean {
  return z.iso.date().safeParse(value).success;
}

/** A real day within 1900–2200: what every request accepts (a date read from an address too). */
export function isSupportedDate(value: string): boolean {
  return isCalendarDate(value) && withinRange(value);
}

/** The day a date (or date-time) begins with lies in 1900–2200; text without one is the format check's. */
function withinRange(value: string): boolean {
  const day = value.slice(0, 10);
  return !/^\d{4}-\d{2}-\d{2}$/.test(day) || (day >= EARLIEST_DATE && day <= LATEST_DATE);
}

/** A calendar date "YYYY-MM-DD" (a day in the shop's calendar, no time zone). */
export function calendarDateSchema(message = 'Use a date like 2026-12-01') {
  return z.iso.date({ error: message }).refine(withinRange, DATE_RANGE_MESSAGE);
}

/** An instant: ISO 8601 with a UTC offset ("2026-12-01T09:30:00Z", "…+01:00"). */
export function timestampSchema(message = 'Use a date and time like 2026-12-01T09:30:00Z') {
  return z.iso.datetime({ offset: true, error: message }).refine(withinRange, DATE_RANGE_MESSAGE);
}

const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d$/;

/** A wall-clock date and time in the shop's time zone, "2026-12-24T13:00". */
export function localDateTimeSchema(message = 'Use a date and time like 2026-12-24T13:00') {
  return z
    .string({ error: message })
    .refine((value) => {
      const day = WALL_CLOCK.exec(value)?.[1];
      return day !== undefined && isCalendarDate(day);
    }, message)
    .refine(withinRange, DATE_RANGE_MESSAGE);
}
