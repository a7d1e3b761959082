import { z } from 'zod';
import { calendarDateSchema, localDateTimeSchema } from './calendar-date.ts';
import { addLocalDays, LOCAL_TIME, minutesOfDay } from './local-time.ts';
import { lineText } from './text.ts';

/**
 * Availability is one model (DESIGN.md §7): the shop's weekly opening hours and closures, each
 * mechanic's weekly working hours (the opening hours unless set) and time off. Slots, the
 * calendar's shading and the employee schedules screen all read it.
 */

/** ISO weekday: 1 Monday … 7 Sunday. */
export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;
export const weekdayLabels: Record<number, string> = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
};

const isWallTime = (value: string) => LOCAL_TIME.test(value) || value === '24:00';
export const wallTime = z
  .string({ error: 'Time is required' })
  .refine(isWallTime, 'Use a time like 08:30');

export const hoursRangeSchema = z
  .object({
    weekday: z.number().int().min(1).max(7),
    start: wallTime,
    end: wallTime,
  })
  // A malformed time is reported on its own field, not again as an order problem.
  .refine(
    (range) =>
      !isWallTime(range.start) ||
      !isWallTime(range.end) ||
      minutesOfDay(range.end) > minutesOfDay(range.start),
    {
      message: 'The end must be after the start',
      path: ['end'],
    },
  );
export type HoursRange = z.infer<typeof hoursRangeSchema>;

/** A week of hours: several ranges a day allowed, none overlapping; a day without ranges is closed. */
export const weeklyHoursSchema = z
  .array(hoursRangeSchema)
  .max(7 * 6, 'At most six ranges a day')
  .superRefine((ranges, ctx) => {
    const sorted = ranges
      .map((range, index) => ({ range, index }))
      .sort(
        (a, b) =>
          a.range.weekday - b.range.weekday ||
          minutesOfDay(a.range.start) - minutesOfDay(b.range.start),
      );
    for (let i = 1; i < sorted.length; i++) {
      const previous = sorted[i - 1];
      const current = sorted[i];
      if (
        previous &&
        current &&
        previous.range.weekday === current.range.weekday &&
        minutesOfDay(current.range.start) < minutesOfDay(previous.range.end)
      ) {
        ctx.addIssue({
          code: 'custom',
          message: 'Ranges on the same day must not overlap',
          path: [current.index, 'start'],
        });
      }
    }
  });
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

const localDate = calendarDateSchema('Use a date like 2026-12-24');

export const closureInputSchema = z
  .object({
    startsOn: localDate,
    endsOn: localDate,
    name: lineText({ error: 'Name is required' }).min(1, 'Name is required').max(120),
  })
  .refine((closure) => closure.endsOn >= closure.startsOn, {
    message: 'The last day must not be before the first',
    path: ['endsOn'],
  });
export type ClosureInput = z.input<typeof closureInputSchema>;

export const closureSchema = z
  .object({ id: z.uuid(), startsOn: z.string(), endsOn: z.string(), name: z.string() })
  .meta({ id: 'ShopClosure' });
export type Closure = z.infer<typeof closureSchema>;

const localDateTime = localDateTimeSchema();

/**
 * Time off in the shop's wall-clock time: whole days (first and last day, inclusive) or a
 * partial range (start and end date-times).
 */
export const timeOffInputSchema = z.discriminatedUnion('allDay', [
  z
    .object({
      mechanicId: z.uuid(),
      allDay: z.literal(true),
      startsOn: localDate,
      endsOn: localDate,
      reason: lineText().max(200).nullable().optional(),
    })
    .refine((input) => input.endsOn >= input.startsOn, {
      message: 'The last day must not be before the first',
      path: ['endsOn'],
    }),
  z
    .object({
      mechanicId: z.uuid(),
      allDay: z.literal(false),
      startsAt: localDateTime,
      endsAt: localDateTime,
      reason: lineText().max(200).nullable().optional(),
    })
    .refine((input) => input.endsAt > input.startsAt, {
      message: 'The end must be after the start',
      path: ['endsAt'],
    }),
]);
export type TimeOffInput = z.input<typeof timeOffInputSchema>;

export const timeOffSchema = z
  .object({
    id: z.uuid(),
    mechanicId: z.uuid(),
    allDay: z.boolean(),
    /** Instants (ISO); for all-day entries, local midnight of the first day to after the last. */
    startsAt: z.string(),
    endsAt: z.string(),
    reason: z.string().nullable(),
    /** Only approved time off blocks slots; a pending request is shown apart (ADR 045). */
    status: z.enum(['pending', 'approved', 'declined']),
  })
  .meta({ id: 'TimeOff' });
export type TimeOff = z.infer<typeof timeOffSchema>;

export const mechanicAvailabilitySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Null: works the shop's opening hours. */
  hours: weeklyHoursSchema.nullable(),
  /** Approved and pending time off (declined requests are left out). */
  timeOff: z.array(timeOffSchema),
  /** Dates worked differently from the weekly hours (Manage Schedules; ADR 045). */
  exceptions: z.array(
    z.object({
      date: z.string(),
      hours: z.array(z.object({ start: z.string(), end: z.string() })),
    }),
  ),
});
export type MechanicAvailability = z.infer<typeof mechanicAvailabilitySchema>;

/** GET /availability?from&to: everything the calendar and the availability screen draw. */
export const AVAILABILITY_RANGE_MAX_DAYS = 92;
export const availabilityQuerySchema = z
  .object({ from: localDate, to: localDate })
  .refine((query) => query.to >= query.from, {
    message: 'The last day must not be before the first',
    path: ['to'],
  })
  .refine((query) => query.to <= addLocalDays(query.from, AVAILABILITY_RANGE_MAX_DAYS - 1), {
    message: `At most ${AVAILABILITY_RANGE_MAX_DAYS} days at once`,
    path: ['to'],
  });
export const availabilitySchema = z
  .object({
    timeZone: z.string(),
    openingHours: weeklyHoursSchema,
    closures: z.array(closureSchema),
    mechanics: z.array(mechanicAvailabilitySchema),
  })
  .meta({ id: 'Availability' });
export type Availability = z.infer<typeof availabilitySchema>;

/** PUT body for opening hours and for a mechanic's hours (null there: back to opening hours). */
export const openingHoursInputSchema = z.object({ hours: weeklyHoursSchema });
export const mechanicHoursInputSchema = z.object({ hours: weeklyHoursSchema.nullable() });
