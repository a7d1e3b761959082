import Big from 'big.js';
import { z } from 'zod';
import { calendarDateSchema } from './calendar-date.ts';
import { currencyCodes, localeCodes } from './invoices.ts';
import { addLocalDays, localToday, weekdayOf } from './local-time.ts';
import type { Role } from './roles.ts';

// Our own constructor, as in money.ts: big.js settings cannot leak between users of it.
const Decimal = Big();

/**
 * Reports & Analytics (issue 25, ADR 049): the period every report is asked for, the period it
 * is compared with, and how a figure's change is shown. Periods are ranges of the shop's local
 * calendar dates, both ends included; the server resolves presets in the shop's time zone.
 */

/** Who opens Reports & Analytics: admin and manager; front desk and mechanics get a 403. */
export const reportRoles = ['admin', 'manager'] as const satisfies readonly Role[];

export const reportPresets = [
  'today',
  'this-week',
  'this-month',
  'last-month',
  'this-quarter',
  'this-year',
  'last-12-months',
  'custom',
] as const;
export type ReportPreset = (typeof reportPresets)[number];

export const reportPresetLabels: Record<ReportPreset, string> = {
  today: 'Today',
  'this-week': 'This week',
  'this-month': 'This month',
  'last-month': 'Last month',
  'this-quarter': 'This quarter',
  'this-year': 'This year',
  'last-12-months': 'Last 12 months',
  custom: 'Custom',
};

/** What a period is set against: the one just before it, or the same dates a year earlier. */
export const reportComparisons = ['previous', 'last-year', 'none'] as const;
export type ReportComparison = (typeof reportComparisons)[number];

export const reportComparisonLabels: Record<ReportComparison, string> = {
  previous: 'Previous period',
  'last-year': 'Same period last year',
  none: 'No comparison',
};

export const reportGroupings = ['day', 'week', 'month'] as const;
export type ReportGrouping = (typeof reportGroupings)[number];

/** The longest period a report covers: five years (and the leap days in them). */
export const REPORT_MAX_DAYS = 5 * 365 + 2;

/** A range of local calendar dates, both ends included. */
export type ReportRange = { from: string; to: string };

/** The period fields every report takes; a report with filters of its own extends this object. */
export const reportPeriodFields = z.object({
  period: z
    .enum(reportPresets, { error: `Use one of: ${reportPresets.join(', ')}` })
    .default('last-12-months'),
  from: calendarDateSchema().optional(),
  to: calendarDateSchema().optional(),
  compare: z
    .enum(reportComparisons, { error: `Use one of: ${reportComparisons.join(', ')}` })
    .default('previous'),
  groupBy: z
    .enum(reportGroupings, { error: `Use one of: ${reportGroupings.join(', ')}` })
    .default('month'),
});

type ReportPeriodShape = {
  period: ReportPreset;
  from?: string | undefined;
  to?: string | undefined;
};

/**
 * The checks on a custom period, for `superRefine` on `reportPeriodFields` or its extension
 * (e.g. `reportPeriodFields.extend({ lapsedMonths }).superRefine(refineReportPeriod)`).
 */
export function refineReportPeriod(query: ReportPeriodShape, ctx: z.RefinementCtx) {
  if (query.period !== 'custom') return;
  if (!query.from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'Choose a start date' });
  if (!query.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Choose an end date' });
  if (!query.from || !query.to) return;
  if (query.to < query.from)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'The end date is before the start date',
    });
  else if (daysInRange({ from: query.from, to: query.to }) > REPORT_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'Choose a period of 5 years at most' });
}

/** The query string every report takes (`?period=&from=&to=&compare=&groupBy=`). */
export const reportQuerySchema = reportPeriodFields.superRefine(refineReportPeriod);
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** Days in a range, both ends counted ("2026-01-01".."2026-01-01" is 1). */
export function daysInRange(range: ReportRange): number {
  return (
    Math.round(
      (Date.parse(`${range.to}T00:00Z`) - Date.parse(`${range.from}T00:00Z`)) / 86_400_000,
    ) + 1
  );
}

/** The date `months` calendar months after `date`, clamped to the month's end (Jan 31 + 1 → Feb 28). */
export function addCalendarMonths(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

/** The period's dates in the shop's calendar; weeks run Monday to Sunday, as the calendar's do. */
export function resolveReportPeriod(
  query: ReportPeriodShape,
  timeZone: string,
  now: Date = new Date(),
): ReportRange {
  const today = localToday(timeZone, now);
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  const year = today.slice(0, 4);
  switch (query.period) {
    case 'today':
      return { from: today, to: today };
    case 'this-week': {
      const monday = addLocalDays(today, 1 - weekdayOf(today));
      return { from: monday, to: addLocalDays(monday, 6) };
    }
    case 'this-month':
      return { from: firstOfMonth, to: addLocalDays(addCalendarMonths(firstOfMonth, 1), -1) };
    case 'last-month': {
      const first = addCalendarMonths(firstOfMonth, -1);
      return { from: first, to: addLocalDays(firstOfMonth, -1) };
    }
    case 'this-quarter': {
      const month = Number(today.slice(5, 7));
      const first = `${year}-${String(month - ((month - 1) % 3)).padStart(2, '0')}-01`;
      return { from: first, to: addLocalDays(addCalendarMonths(first, 3), -1) };
    }
    case 'this-year':
      return { from: `${year}-01-01`, to: `${year}-12-31` };
    case 'last-12-months':
      return { from: addLocalDays(addCalendarMonths(today, -12), 1), to: today };
    case 'custom':
      return { from: query.from ?? today, to: query.to ?? today };
  }
}

/**
 * The period a report is compared with: the same number of days just before it, or the same
 * dates a year earlier (Feb 29 falls on Feb 28). Null when the report asks for no comparison.
 */
export function comparisonRange(range: ReportRange, compare: ReportComparison): ReportRange | null {
  switch (compare) {
    case 'none':
      return null;
    case 'previous': {
      const days = daysInRange(range);
      return { from: addLocalDays(range.from, -days), to: addLocalDays(range.from, -1) };
    }
    case 'last-year':
      return { from: addCalendarMonths(range.from, -12), to: addCalendarMonths(range.to, -12) };
  }
}

/** The first day of the bucket holding `date`: the date, its week's Monday or its month's first. */
export function bucketStartOf(date: string, groupBy: ReportGrouping): string {
  switch (groupBy) {
    case 'day':
      return date;
    case 'week':
      return addLocalDays(date, 1 - weekdayOf(date));
    case 'month':
      return `${date.slice(0, 7)}-01`;
  }
}

/**
 * Every bucket a range touches, in order, each clipped to the range (a month report of
 * Jan 15 – Mar 10 has Jan 15–31, Feb, Mar 1–10), so a chart has a point for an empty bucket too.
 */
export function bucketsOf(range: ReportRange, groupBy: ReportGrouping): ReportRange[] {
  const buckets: ReportRange[] = [];
  let start = bucketStartOf(range.from, groupBy);
  while (start <= range.to) {
    const next =
      groupBy === 'day'
        ? addLocalDays(start, 1)
        : groupBy === 'week'
          ? addLocalDays(start, 7)
          : addCalendarMonths(start, 1);
    const end = addLocalDays(next, -1);
    buckets.push({
      from: start < range.from ? range.from : start,
      to: end > range.to ? range.to : end,
    });
    start = next;
  }
  return buckets;
}

/** A figure's change against the compared period, as the report shows it (+/− and %). */
export type FigureChange = {
  /** current − previous, as a decimal string (money or count). */
  difference: string;
  /** The change in percent with one decimal, or null when the earlier figure is zero or unknown. */
  percent: string | null;
};

/** current − previous and its percentage; null when either figure is unknown. */
export function changeOf(current: string | null, previous: string | null): FigureChange | null {
  if (current === null || previous === null) return null;
  const now = new Decimal(current);
  const before = new Decimal(previous);
  const difference = now.minus(before);
  return {
    difference: difference.toString(),
    percent: before.eq(0)
      ? null
      : difference.div(before.abs()).times(100).toFixed(1, Big.roundHalfUp),
  };
}

/** A range of local dates as every report answers it. */
export const reportRangeSchema = z.object({ from: z.string(), to: z.string() });

/**
 * What every report answers besides its figures: the period as resolved in the shop's zone, the
 * period it is compared with (null for none), the buckets of its series and the shop's formats.
 * A report's response schema extends it (`reportFrameSchema.extend({ … })`).
 */
export const reportFrameSchema = z.object({
  preset: z.enum(reportPresets),
  period: reportRangeSchema,
  compare: z.enum(reportComparisons),
  comparison: reportRangeSchema.nullable(),
  groupBy: z.enum(reportGroupings),
  buckets: z.array(reportRangeSchema),
  timeZone: z.string(),
  currency: z.enum(currencyCodes),
  locale: z.enum(localeCodes),
});
export type ReportFrame = z.infer<typeof reportFrameSchema>;

/** A report figure's name, its one definition (the glossary and the hover text) and its kind. */
export type ReportFigureDefinition = {
  label: string;
  definition: string;
  kind: 'money' | 'count' | 'percent' | 'hours';
};
