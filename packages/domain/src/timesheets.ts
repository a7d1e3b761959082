import Big from 'big.js';
import { z } from 'zod';
import { attendanceEntrySchema } from './attendance.ts';
import { calendarDateSchema } from './calendar-date.ts';
import { addLocalDays, startOfLocalDay, weekdayOf } from './local-time.ts';
import type { Money } from './money.ts';

/**
 * Timesheets and payroll (issue 24, ADR 046): per pay period, in the shop's time zone, each
 * person's days with time at work, breaks, regular and overtime hours, job-clock hours beside
 * them; overtime per calendar week (Monday–Sunday). Hours and pay are exact decimals.
 */

export const payPeriods = ['weekly', 'biweekly', 'semimonthly'] as const;
export type PayPeriod = (typeof payPeriods)[number];
export const payPeriodLabels: Record<PayPeriod, string> = {
  weekly: 'Weekly',
  biweekly: 'Every two weeks',
  semimonthly: 'Twice a month (1st–15th, 16th–end)',
};
/** A salary (a yearly rate) is paid in this many parts. */
export const periodsPerYear: Record<PayPeriod, number> = {
  weekly: 52,
  biweekly: 26,
  semimonthly: 24,
};

export const payTypes = ['hourly', 'flat_rate', 'salary'] as const;
export type PayType = (typeof payTypes)[number];
export const payTypeLabels: Record<PayType, string> = {
  hourly: 'Hourly',
  flat_rate: 'Flat rate',
  salary: 'Salary',
};

// --- The shop's people settings -------------------------------------------------------------

const hoursText = /^\d{1,3}(\.\d{1,2})?$/;
const multiplierText = /^\d(\.\d{1,2})?$/;

export const peopleSettingsSchema = z.object({
  payPeriod: z.enum(payPeriods),
  payPeriodAnchor: z.string(),
  overtimeWeeklyHours: z.string(),
  overtimeMultiplier: z.string(),
  comebackDays: z.number().int(),
});
export type PeopleSettings = z.infer<typeof peopleSettingsSchema>;

export const peopleSettingsUpdateSchema = z
  .object({
    payPeriod: z.enum(payPeriods, { error: 'Choose weekly, every two weeks or twice a month' }),
    payPeriodAnchor: calendarDateSchema('Use a date like 2026-01-05'),
    overtimeWeeklyHours: z
      .string({ error: 'Enter hours like 40' })
      .regex(hoursText, 'Enter hours like 40 or 37.5')
      .refine((value) => Number(value) > 0 && Number(value) <= 168, 'Between 0 and 168 hours'),
    overtimeMultiplier: z
      .string({ error: 'Enter a multiplier like 1.5' })
      .regex(multiplierText, 'Enter a multiplier like 1.5')
      .refine((value) => Number(value) >= 1 && Number(value) <= 5, 'Between 1 and 5'),
    comebackDays: z
      .number({ error: 'Enter a number of days' })
      .int('Whole days')
      .min(1, 'At least 1 day')
      .max(365, 'At most 365 days'),
  })
  .partial();
export type PeopleSettingsUpdate = z.infer<typeof peopleSettingsUpdateSchema>;

// --- Pay periods ------------------------------------------------------------------------------

export type Period = { start: string; end: string };

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00Z`) - Date.parse(`${from}T00:00Z`)) / 86_400_000);
}

/** The last day of a date's month ("2026-02-10" → "2026-02-28"). */
function endOfMonth(date: string): string {
  const [year = 0, month = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** The pay period (inclusive, shop calendar dates) that contains `date`. */
export function periodContaining(
  settings: { payPeriod: PayPeriod; payPeriodAnchor: string },
  date: string,
): Period {
  if (settings.payPeriod === 'semimonthly') {
    const month = date.slice(0, 8);
    return Number(date.slice(8, 10)) <= 15
      ? { start: `${month}01`, end: `${month}15` }
      : { start: `${month}16`, end: endOfMonth(date) };
  }
  const length = settings.payPeriod === 'weekly' ? 7 : 14;
  const offset = daysBetween(settings.payPeriodAnchor, date);
  const start = addLocalDays(settings.payPeriodAnchor, Math.floor(offset / length) * length);
  return { start, end: addLocalDays(start, length - 1) };
}

/** The Monday of a date's calendar week. */
export function mondayOf(date: string): string {
  return addLocalDays(date, 1 - weekdayOf(date));
}

/** Every date from `start` to `end`, inclusive. */
export function datesOf(period: Period): string[] {
  const dates: string[] = [];
  for (let day = period.start; day <= period.end; day = addLocalDays(day, 1)) dates.push(day);
  return dates;
}

// --- Time per day -----------------------------------------------------------------------------

type Instant = Date | string;
const msOf = (value: Instant) => (value instanceof Date ? value.getTime() : Date.parse(value));

/**
 * The shop's calendar days from `first` to `last` with the instant each begins (and, last, the
 * instant the last one ends), read once: splitting time by day is then arithmetic, not a time
 * zone look-up per entry (a team timesheet splits hundreds).
 */
export type DayGrid = { dates: string[]; starts: number[] };

export function dayGrid(first: string, last: string, zone: string): DayGrid {
  const dates: string[] = [];
  const starts: number[] = [];
  for (let day = first; day <= last; day = addLocalDays(day, 1)) {
    dates.push(day);
    starts.push(startOfLocalDay(day, zone).getTime());
  }
  starts.push(startOfLocalDay(addLocalDays(last, 1), zone).getTime());
  return { dates, starts };
}

/**
 * Adds the span [start, end) to `into` per local date, split at the shop's midnights (a DST day
 * is 23 or 25 hours long, counted as it was); time outside the grid is left out.
 */
export function addByLocalDay(
  into: Map<string, number>,
  start: number,
  end: number,
  grid: DayGrid,
): void {
  const { dates, starts } = grid;
  let from = Math.max(start, starts[0] ?? start);
  const until = Math.min(end, starts[dates.length] ?? end);
  let index = 0;
  while (index < dates.length - 1 && (starts[index + 1] as number) <= from) index++;
  while (from < until && index < dates.length) {
    const to = Math.min(until, starts[index + 1] as number);
    const date = dates[index] as string;
    if (to > from) into.set(date, (into.get(date) ?? 0) + (to - from));
    from = to;
    index++;
  }
}

export type AttendanceSpan = {
  clockedInAt: Instant;
  clockedOutAt: Instant | null;
  breaks: readonly { startedAt: Instant; endedAt: Instant | null }[];
};

export type DayTime = { inMs: number; breakMs: number };

/**
 * Time at work and on breaks per local date of the grid (milliseconds), an entry across
 * midnight split at the shop's midnight. An open entry or break counts to `now`.
 */
export function attendanceByDay(
  entries: readonly AttendanceSpan[],
  grid: DayGrid,
  now: Date,
): Map<string, DayTime> {
  const atWork = new Map<string, number>();
  const onBreak = new Map<string, number>();
  const nowMs = now.getTime();
  for (const entry of entries) {
    const start = msOf(entry.clockedInAt);
    const end = entry.clockedOutAt === null ? Math.max(nowMs, start) : msOf(entry.clockedOutAt);
    addByLocalDay(atWork, start, end, grid);
    for (const item of entry.breaks) {
      const from = Math.max(start, msOf(item.startedAt));
      const to = Math.min(end, item.endedAt === null ? nowMs : msOf(item.endedAt));
      if (to > from) addByLocalDay(onBreak, from, to, grid);
    }
  }
  const days = new Map<string, DayTime>();
  for (const [date, inMs] of atWork)
    days.set(date, { inMs, breakMs: Math.min(inMs, onBreak.get(date) ?? 0) });
  return days;
}

/**
 * Overtime per date: within each calendar week (Monday–Sunday, the shop's calendar) the hours
 * worked beyond `weeklyMs` are overtime, on the day the threshold is crossed and every day after
 * it. A week across a pay period's edge is counted whole, so each period takes the overtime that
 * falls on its own days and a week's overtime is never counted twice nor lost.
 */
export function overtimeByDay(
  workedByDay: ReadonlyMap<string, number>,
  weeklyMs: number,
): Map<string, number> {
  const overtime = new Map<string, number>();
  const dates = [...workedByDay.keys()].sort();
  let week = '';
  let total = 0;
  for (const date of dates) {
    const monday = mondayOf(date);
    if (monday !== week) {
      week = monday;
      total = 0;
    }
    const worked = workedByDay.get(date) ?? 0;
    const before = total;
    total += worked;
    const extra = Math.max(0, total - Math.max(before, weeklyMs));
    if (extra > 0) overtime.set(date, extra);
  }
  return overtime;
}

// --- Exact decimals ---------------------------------------------------------------------------

const Decimal = Big();
Decimal.strict = true;
const HOUR_MS = 3_600_000;

/** Milliseconds as hours with two decimals, half-up ("7.50"). */
export function hoursOf(milliseconds: number): string {
  return new Decimal(String(Math.round(milliseconds)))
    .div(String(HOUR_MS))
    .toFixed(2, Big.roundHalfUp);
}

/** Decimal hours as milliseconds ("40" → 144 000 000). */
export function msOfHours(hours: string): number {
  return Number(new Decimal(hours).times(String(HOUR_MS)).toFixed(0));
}

/** The sum of decimal strings, two decimals. */
export function sumHours(values: readonly string[]): string {
  return values
    .reduce((total, value) => total.plus(new Decimal(value)), new Decimal('0'))
    .toFixed(2, Big.roundHalfUp);
}

/**
 * A person's pay for a period: hourly = regular × rate + overtime × rate × multiplier; flat rate
 * = sold labor hours × rate; salary = the yearly rate ÷ periods in a year (52, 26 or 24). Each
 * product is exact and rounded to cents once.
 */
export function payOf(input: {
  payType: PayType;
  rate: string;
  regularHours: string;
  overtimeHours: string;
  soldHours: string;
  overtimeMultiplier: string;
  payPeriod: PayPeriod;
}): Money {
  const rate = new Decimal(input.rate);
  let pay: Big;
  if (input.payType === 'hourly') {
    pay = new Decimal(input.regularHours)
      .times(rate)
      .plus(
        new Decimal(input.overtimeHours).times(rate).times(new Decimal(input.overtimeMultiplier)),
      );
  } else if (input.payType === 'flat_rate') {
    pay = new Decimal(input.soldHours).times(rate);
  } else {
    pay = rate.div(new Decimal(String(periodsPerYear[input.payPeriod])));
  }
  return pay.toFixed(2, Big.roundHalfUp);
}

// --- API shapes -------------------------------------------------------------------------------

export const timesheetQuerySchema = z.object({
  /** Any date in the period wanted; today (the shop's) when left out. */
  period: calendarDateSchema().optional(),
});

export const timesheetApproveSchema = z.object({
  period: calendarDateSchema('Name a date in the pay period'),
});

export const timesheetUserParamsSchema = z.object({ userId: z.uuid() });

export const timesheetDaySchema = z.object({
  date: z.string(),
  /** Clocked in less breaks. */
  workedHours: z.string(),
  breakHours: z.string(),
  regularHours: z.string(),
  overtimeHours: z.string(),
  /** Time on the job clock that day (job order time entries). */
  jobClockHours: z.string(),
});

export const timesheetTotalsSchema = timesheetDaySchema.omit({ date: true });

export const timesheetApprovalSchema = z
  .object({
    approvedAt: z.string(),
    approvedBy: z.string().nullable(),
  })
  .nullable();

export const timesheetPersonSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  role: z.string(),
  /** Days with any time at work or on the job clock, in date order. */
  days: z.array(timesheetDaySchema),
  totals: timesheetTotalsSchema,
  /** Clocked in now. */
  clockedIn: z.boolean(),
  /** Entries the shop closed because the clock-out was forgotten. */
  autoClosedEntries: z.number().int(),
  approval: timesheetApprovalSchema,
});
export type TimesheetPerson = z.infer<typeof timesheetPersonSchema>;

export const periodSchema = z.object({
  start: z.string(),
  end: z.string(),
  kind: z.enum(payPeriods),
});

export const teamTimesheetSchema = z.object({
  period: periodSchema,
  people: z.array(timesheetPersonSchema),
});
export type TeamTimesheet = z.infer<typeof teamTimesheetSchema>;

export const personTimesheetSchema = z.object({
  period: periodSchema,
  person: timesheetPersonSchema,
  entries: z.array(attendanceEntrySchema),
});
export type PersonTimesheet = z.infer<typeof personTimesheetSchema>;

/** The payroll export's columns, in order. */
export const payrollCsvColumns = [
  'Employee',
  'Role',
  'Period start',
  'Period end',
  'Pay type',
  'Rate',
  'Regular hours',
  'Overtime hours',
  'Sold labor hours',
  'Pay',
] as const;
