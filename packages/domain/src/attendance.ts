import { z } from 'zod';
import { calendarDateSchema, timestampSchema } from './calendar-date.ts';
import { lineText } from './text.ts';

/**
 * The time clock (attendance, issue 24, ADR 046): a staff member clocks in and out and takes
 * breaks for themselves; admin and manager correct entries with a reason. Apart from the job
 * clock, which times work on a job order.
 */

/** The longest an entry may be: a correction beyond it is a typing mistake (a wrong day). */
export const MAX_ENTRY_HOURS = 24;

export const clockActions = ['in', 'out', 'break-start', 'break-end'] as const;
export type ClockAction = (typeof clockActions)[number];

/** `GET /time-clock`: the caller's own state now. */
export const clockStateSchema = z.object({
  /** When the open entry began; null when clocked out. */
  clockedInSince: z.string().nullable(),
  /** When the open break began; null when not on a break. */
  onBreakSince: z.string().nullable(),
  /** Time at work today (the shop's calendar day) less breaks, in seconds, as of `asOf`. */
  workedTodaySeconds: z.number().int(),
  /** The server's clock when this was read: the timer counts on from it. */
  asOf: z.string(),
});
export type ClockState = z.infer<typeof clockStateSchema>;

export const attendanceBreakSchema = z.object({
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});

/** A change to an entry as its history keeps it: who, when and why. */
export const attendanceChangeSchema = z.object({
  action: z.string(),
  actorName: z.string(),
  reason: z.string().nullable(),
  occurredAt: z.string(),
});

export const attendanceEntrySchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  clockedInAt: z.string(),
  clockedOutAt: z.string().nullable(),
  autoClosed: z.boolean(),
  breaks: z.array(attendanceBreakSchema),
  /** Clocked in less breaks, hours with two decimals (to now while open). */
  workedHours: z.string(),
  /** Inside an approved timesheet: corrections are refused. */
  locked: z.boolean(),
  changes: z.array(attendanceChangeSchema),
});
export type AttendanceEntry = z.infer<typeof attendanceEntrySchema>;

export const attendanceListQuerySchema = z.object({
  userId: z.uuid({ error: 'Choose a person' }),
  from: calendarDateSchema(),
  to: calendarDateSchema(),
});

export const attendanceListSchema = z.object({ entries: z.array(attendanceEntrySchema) });

const reasonSchema = lineText({ error: 'Give a reason for the correction' })
  .min(1, 'Give a reason for the correction')
  .max(500, 'Must be 500 characters or fewer');

const breakInputSchema = z.object({
  startedAt: timestampSchema('Enter when the break started'),
  endedAt: timestampSchema('Enter when the break ended'),
});
export type AttendanceBreakInput = z.infer<typeof breakInputSchema>;

/** `POST /attendance`: a missed entry added by admin or manager. */
export const attendanceCreateSchema = z.object({
  userId: z.uuid({ error: 'Choose a person' }),
  clockedInAt: timestampSchema('Enter when they clocked in'),
  clockedOutAt: timestampSchema('Enter when they clocked out'),
  breaks: z.array(breakInputSchema).max(20, 'At most 20 breaks').default([]),
  reason: reasonSchema,
});
export type AttendanceCreate = z.infer<typeof attendanceCreateSchema>;

/** `PATCH /attendance/:id`: what is left out stays as it is; the reason is always asked. */
export const attendanceUpdateSchema = z.object({
  clockedInAt: timestampSchema('Enter when they clocked in').optional(),
  clockedOutAt: timestampSchema('Enter when they clocked out').optional(),
  breaks: z.array(breakInputSchema).max(20, 'At most 20 breaks').optional(),
  reason: reasonSchema,
});
export type AttendanceUpdate = z.infer<typeof attendanceUpdateSchema>;

export const attendanceIdParamsSchema = z.object({ id: z.uuid() });

type Instant = Date | string;
type Span = { start: number; end: number };
const ms = (value: Instant) => (value instanceof Date ? value.getTime() : Date.parse(value));

/**
 * What is wrong with an entry's times, by field (the API's 400 names it): out before in,
 * longer than a day, a break outside the entry, ending before it starts or overlapping another.
 * Empty when the entry is sound.
 */
export function entryProblems(entry: {
  clockedInAt: Instant;
  clockedOutAt: Instant;
  breaks: readonly { startedAt: Instant; endedAt: Instant }[];
}): { path: string; message: string }[] {
  const start = ms(entry.clockedInAt);
  const end = ms(entry.clockedOutAt);
  if (end < start) return [{ path: 'clockedOutAt', message: 'Must not be before the clock-in' }];
  if (end - start > MAX_ENTRY_HOURS * 3_600_000)
    return [{ path: 'clockedOutAt', message: `An entry is at most ${MAX_ENTRY_HOURS} hours long` }];
  const problems: { path: string; message: string }[] = [];
  const spans: (Span & { index: number })[] = [];
  entry.breaks.forEach((item, index) => {
    const span = { start: ms(item.startedAt), end: ms(item.endedAt), index };
    if (span.end < span.start)
      problems.push({ path: `breaks.${index}.endedAt`, message: 'Must not be before its start' });
    else if (span.start < start || span.end > end)
      problems.push({ path: `breaks.${index}.startedAt`, message: 'Must be inside the entry' });
    else spans.push(span);
  });
  spans.sort((a, b) => a.start - b.start);
  for (let i = 1; i < spans.length; i++) {
    const previous = spans[i - 1] as Span;
    const current = spans[i] as Span & { index: number };
    if (current.start < previous.end)
      problems.push({
        path: `breaks.${current.index}.startedAt`,
        message: 'Overlaps another break',
      });
  }
  return problems;
}
