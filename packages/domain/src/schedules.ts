import { z } from 'zod';
import { closureSchema, type WeeklyHours, wallTime, weeklyHoursSchema } from './availability.ts';
import { calendarDateSchema, localDateTimeSchema } from './calendar-date.ts';
import { type DateFormat, formatCalendarDate, formatDateTime } from './date-format.ts';
import { addLocalDays, localParts, minutesOfDay, weekdayOf } from './local-time.ts';
import type { StaffRole } from './roles.ts';
import { lineText, multiLineText } from './text.ts';

/**
 * Manage Schedules and time-off requests (issue 24, ADR 045). One model with Mechanic
 * Availability: a person works their weekly hours (the shop's opening hours unless set), a
 * schedule exception replaces them on one date, and only approved time off takes time away.
 */

const localDate = calendarDateSchema('Use a date like 2026-12-24');

/** One shift of a day, wall-clock "HH:mm" in the shop's time zone. */
export const shiftSchema = z
  .object({ start: wallTime, end: wallTime })
  .refine(
    (shift) =>
      !/^\d\d:\d\d$/.test(shift.start) ||
      !/^\d\d:\d\d$/.test(shift.end) ||
      minutesOfDay(shift.end) > minutesOfDay(shift.start),
    { message: 'The end must be after the start', path: ['end'] },
  );
export type Shift = z.infer<typeof shiftSchema>;

/** A day's shifts: none overlapping; empty is a day off. */
export const dayShiftsSchema = z
  .array(shiftSchema)
  .max(6, 'At most six shifts a day')
  .superRefine((shifts, ctx) => {
    const sorted = shifts
      .map((shift, index) => ({ shift, index }))
      .sort((a, b) => minutesOfDay(a.shift.start) - minutesOfDay(b.shift.start));
    for (let i = 1; i < sorted.length; i++) {
      const previous = sorted[i - 1];
      const current = sorted[i];
      if (
        previous &&
        current &&
        minutesOfDay(current.shift.start) < minutesOfDay(previous.shift.end)
      ) {
        ctx.addIssue({
          code: 'custom',
          message: 'Shifts on the same day must not overlap',
          path: [current.index, 'start'],
        });
      }
    }
  });

/** PUT /schedules/exceptions/:userId/:date: the day's shifts instead of the weekly hours. */
export const scheduleExceptionInputSchema = z.object({
  hours: dayShiftsSchema,
  note: lineText().max(200).nullable().optional(),
});
export type ScheduleExceptionInput = z.input<typeof scheduleExceptionInputSchema>;

export const scheduleExceptionParamsSchema = z.object({
  userId: z.uuid('Not a person id'),
  date: localDate,
});

export const scheduleExceptionSchema = z
  .object({
    userId: z.uuid(),
    date: z.string(),
    hours: z.array(z.object({ start: z.string(), end: z.string() })),
    note: z.string().nullable(),
  })
  .meta({ id: 'ScheduleException' });
export type ScheduleException = z.infer<typeof scheduleExceptionSchema>;

export const timeOffStatuses = ['pending', 'approved', 'declined'] as const;
export type TimeOffStatus = (typeof timeOffStatuses)[number];
export const timeOffStatusLabels: Record<TimeOffStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
};

/** Time off as the week grid shows it: approved, or pending (drawn apart, it blocks nothing). */
export const scheduleTimeOffSchema = z.object({
  id: z.uuid(),
  allDay: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string(),
  reason: z.string().nullable(),
  status: z.enum(timeOffStatuses),
});
export type ScheduleTimeOff = z.infer<typeof scheduleTimeOffSchema>;

/** GET /schedules?week=: the week starting on the Monday of `week` (default: this week). */
export const scheduleWeekQuerySchema = z.object({
  week: localDate.optional(),
  /** One person's week (the Employee page, or a staff member's own). */
  userId: z.uuid('Not a person id').optional(),
});

export const scheduleWeekSchema = z
  .object({
    timeZone: z.string(),
    /** The Monday of the week; the grid shows it and the next six days. */
    weekStart: z.string(),
    openingHours: weeklyHoursSchema,
    closures: z.array(closureSchema),
    staff: z.array(
      z.object({
        userId: z.uuid(),
        name: z.string(),
        role: z.string(),
        /** Null: works the shop's opening hours. */
        hours: weeklyHoursSchema.nullable(),
        exceptions: z.array(scheduleExceptionSchema),
        timeOff: z.array(scheduleTimeOffSchema),
      }),
    ),
  })
  .meta({ id: 'ScheduleWeek' });
export type ScheduleWeek = z.infer<typeof scheduleWeekSchema>;
export type ScheduledPerson = ScheduleWeek['staff'][number];

/** POST /schedules/copy-week: the week's exceptions onto the same weekdays of the next week. */
export const copyWeekInputSchema = z.object({ weekStart: localDate });
export const copyWeekResultSchema = z
  .object({ copied: z.number().int(), targetWeekStart: z.string() })
  .meta({ id: 'CopyWeekResult' });

/** The Monday of a local date's week (weeks start on Monday, ISO). */
export function weekStartOf(date: string): string {
  return addLocalDays(date, 1 - weekdayOf(date));
}

/** The seven local dates of the week starting `weekStart`. */
export function weekDates(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addLocalDays(weekStart, index));
}

/**
 * Where a person's shifts on a date come from: an exception for that date, their own weekly
 * hours, or the shop's opening hours (a person without their own works those).
 */
export type ShiftSource = 'exception' | 'weekly' | 'opening';

/** A person's shifts on a local date, before closures and time off. */
export function shiftsOn(
  person: { hours: WeeklyHours | null; exceptions: Array<{ date: string; hours: Shift[] }> },
  openingHours: WeeklyHours,
  date: string,
): { shifts: Shift[]; source: ShiftSource } {
  const exception = person.exceptions.find((entry) => entry.date === date);
  if (exception) return { shifts: sortShifts(exception.hours), source: 'exception' };
  const weekday = weekdayOf(date);
  const weekly = person.hours ?? openingHours;
  return {
    shifts: sortShifts(
      weekly
        .filter((range) => range.weekday === weekday)
        .map((range) => ({ start: range.start, end: range.end })),
    ),
    source: person.hours ? 'weekly' : 'opening',
  };
}

/**
 * The time off touching a local date, each with the part of that day it takes (wall-clock
 * minutes; a whole day is 0–1440). An all-day entry ends at local midnight after its last day.
 */
export function timeOffOn<T extends { startsAt: string; endsAt: string }>(
  entries: readonly T[],
  date: string,
  timeZone: string,
): Array<T & { from: number; until: number }> {
  return entries.flatMap((entry) => {
    const start = localParts(entry.startsAt, timeZone);
    const end = localParts(entry.endsAt, timeZone);
    const touches =
      start.date <= date && (end.date > date || (end.date === date && end.time !== '00:00'));
    if (!touches) return [];
    return [
      {
        ...entry,
        from: start.date === date ? minutesOfDay(start.time) : 0,
        until: end.date === date ? minutesOfDay(end.time) : 24 * 60,
      },
    ];
  });
}

function sortShifts(shifts: Shift[]): Shift[] {
  return [...shifts].sort((a, b) => minutesOfDay(a.start) - minutesOfDay(b.start));
}

/**
 * A staff member's own request for time off, in the shop's wall-clock time: whole days (first
 * and last day, inclusive) or a partial range. Always for the requester (ADR 045).
 */
export const timeOffRequestInputSchema = z.discriminatedUnion('allDay', [
  z
    .object({
      allDay: z.literal(true),
      startsOn: localDate,
      endsOn: localDate,
      reason: lineText().max(200).nullable().optional(),
      /** Only the requester themselves; anyone else is refused (403). */
      userId: z.uuid().optional(),
    })
    .refine((input) => input.endsOn >= input.startsOn, {
      message: 'The last day must not be before the first',
      path: ['endsOn'],
    }),
  z
    .object({
      allDay: z.literal(false),
      startsAt: localDateTimeSchema(),
      endsAt: localDateTimeSchema(),
      reason: lineText().max(200).nullable().optional(),
      userId: z.uuid().optional(),
    })
    .refine((input) => input.endsAt > input.startsAt, {
      message: 'The end must be after the start',
      path: ['endsAt'],
    }),
]);
export type TimeOffRequestInput = z.input<typeof timeOffRequestInputSchema>;

export const timeOffDecisionInputSchema = z.object({
  decision: z.enum(['approved', 'declined'], { error: 'Choose approve or decline' }),
  note: multiLineText().max(500).nullable().optional(),
});
export type TimeOffDecisionInput = z.input<typeof timeOffDecisionInputSchema>;

/** A booking assigned to the requester that falls in the requested time. */
export const clashingBookingSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.string(),
  clientName: z.string(),
});

export const timeOffRequestSchema = z
  .object({
    id: z.uuid(),
    userId: z.uuid(),
    name: z.string(),
    role: z.string(),
    allDay: z.boolean(),
    startsAt: z.string(),
    endsAt: z.string(),
    reason: z.string().nullable(),
    status: z.enum(timeOffStatuses),
    requestedAt: z.string(),
    decidedAt: z.string().nullable(),
    decidedByName: z.string().nullable(),
    decisionNote: z.string().nullable(),
    /** The live bookings assigned to them in that time (listed before deciding). */
    bookings: z.array(clashingBookingSchema),
  })
  .meta({ id: 'TimeOffRequest' });
export type TimeOffRequest = z.infer<typeof timeOffRequestSchema>;

export const timeOffRequestListSchema = z
  .object({ items: z.array(timeOffRequestSchema) })
  .meta({ id: 'TimeOffRequestList' });
export type TimeOffRequestList = z.infer<typeof timeOffRequestListSchema>;

export const timeOffRequestListQuerySchema = z.object({
  /** `mine`: the caller's own requests (any staff member); `pending`: what waits for a decision. */
  scope: z.enum(['mine', 'pending']).default('mine'),
});

/**
 * "Dec 24, 2026 – Dec 26, 2026" for whole days (the last day is the one before `endsAt`'s local
 * midnight), "Dec 24, 2026 at 1:00 PM – Dec 24, 2026 at 5:00 PM" for a partial range.
 */
export function describeTimeOff(
  off: { allDay: boolean; startsAt: string; endsAt: string },
  format: DateFormat,
): string {
  if (!off.allDay) {
    return `${formatDateTime(off.startsAt, format)} – ${formatDateTime(off.endsAt, format)}`;
  }
  const first = localParts(off.startsAt, format.timeZone).date;
  const last = localParts(new Date(Date.parse(off.endsAt) - 1), format.timeZone).date;
  return first === last
    ? formatCalendarDate(first, format)
    : `${formatCalendarDate(first, format)} – ${formatCalendarDate(last, format)}`;
}

/** Who changes schedules and decides requests (DESIGN.md §4: employees rw). */
export const scheduleManagers = ['admin', 'manager'] as const satisfies readonly StaffRole[];
