import { z } from 'zod';
import { calendarDateSchema } from './calendar-date.ts';
import { addLocalDays, localToday, weekdayOf } from './local-time.ts';
import { addMoney, compareMoney, proportionOf, toMoney } from './money.ts';

/**
 * Performance Metrics (issue 24, ADR 047): per technician and per front-desk person for a period
 * in the shop's time zone, with a 12-week series per figure. Hours and money are exact decimal
 * strings (ADR 015); ratios are percentages with two decimals, rounded to a whole percent only
 * when shown. A figure whose denominator is zero is null ("—"), never NaN.
 */

export const performancePeriods = ['this-week', 'this-month', 'last-month', 'custom'] as const;
export type PerformancePeriod = (typeof performancePeriods)[number];

/** The longest custom range: a year (and a day, for a leap year). */
export const PERFORMANCE_MAX_DAYS = 366;
/** Weekly buckets in each figure's sparkline, the last one holding the period's last day. */
export const PERFORMANCE_WEEKS = 12;

export const performanceQuerySchema = z
  .object({
    period: z.enum(performancePeriods, { error: 'Choose a period' }).default('this-month'),
    from: calendarDateSchema().optional(),
    to: calendarDateSchema().optional(),
    /** One person's figures (the Employee page); a mechanic may name only themselves. */
    userId: z.uuid('Not a user id').optional(),
  })
  .superRefine((query, ctx) => {
    if (query.period !== 'custom') return;
    if (!query.from)
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'Choose a start date' });
    if (!query.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Choose an end date' });
    if (!query.from || !query.to) return;
    if (query.to < query.from)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The end date is before the start date',
      });
    else if (daysBetween(query.from, query.to) >= PERFORMANCE_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Choose a range of a year at most' });
  });
export type PerformanceQuery = z.infer<typeof performanceQuerySchema>;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00Z`) - Date.parse(`${from}T00:00Z`)) / 86_400_000);
}

/** A range of local calendar dates, both ends included. */
export type DateRange = { from: string; to: string };

/** Monday of the week holding `date` (the shop's weeks start on Monday, as its calendar does). */
export function mondayOf(date: string): string {
  return addLocalDays(date, 1 - weekdayOf(date));
}

/** The period's dates in the shop's calendar ("this week" is Monday to Sunday). */
export function resolvePerformancePeriod(
  query: Pick<PerformanceQuery, 'period' | 'from' | 'to'>,
  timeZone: string,
  now: Date = new Date(),
): DateRange {
  const today = localToday(timeZone, now);
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  const lastOfMonth = (first: string) => addLocalDays(addMonths(first, 1), -1);
  switch (query.period) {
    case 'this-week': {
      const monday = mondayOf(today);
      return { from: monday, to: addLocalDays(monday, 6) };
    }
    case 'this-month':
      return { from: firstOfMonth, to: lastOfMonth(firstOfMonth) };
    case 'last-month': {
      const first = addMonths(firstOfMonth, -1);
      return { from: first, to: lastOfMonth(first) };
    }
    case 'custom':
      return { from: query.from ?? today, to: query.to ?? today };
  }
}

/** The first of the month `months` after the month of `first` ("2026-12-01" + 1 → "2027-01-01"). */
function addMonths(first: string, months: number): string {
  const [year = 0, month = 1] = first.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1 + months, 1));
  return next.toISOString().slice(0, 10);
}

/** The 12 Monday-to-Sunday weeks ending with the week that holds the period's last day. */
export function sparklineWeeks(period: DateRange): DateRange[] {
  const lastMonday = mondayOf(period.to);
  return Array.from({ length: PERFORMANCE_WEEKS }, (_, index) => {
    const from = addLocalDays(lastMonday, (index - PERFORMANCE_WEEKS + 1) * 7);
    return { from, to: addLocalDays(from, 6) };
  });
}

// Figures ---------------------------------------------------------------------------------------

const hours = z.string().describe('Hours, two decimals');
const money = z.string().describe('Money, two decimals');
const percent = z.string().nullable().describe('Percent, two decimals; null when undefined');

export const technicianFiguresSchema = z
  .object({
    hoursSold: hours,
    hoursWorked: hours,
    hoursClockedIn: hours,
    efficiency: percent,
    productivity: percent,
    proficiency: percent,
    laborRevenue: money,
    effectiveLaborRate: money.nullable(),
    jobsCompleted: z.number().int(),
    comebacks: z.number().int(),
    averageRating: z.string().nullable().describe('1–5, two decimals'),
    responseTimeMinutes: z.number().int().nullable(),
  })
  .meta({ id: 'TechnicianFigures' });
export type TechnicianFigures = z.infer<typeof technicianFiguresSchema>;
export type TechnicianFigure = keyof TechnicianFigures;

export const frontDeskFiguresSchema = z
  .object({
    estimatesSent: z.number().int(),
    presentedValue: money,
    approvedValue: money,
    closeRatio: percent,
    repairOrders: z.number().int(),
    averageRepairOrder: money.nullable(),
  })
  .meta({ id: 'FrontDeskFigures' });
export type FrontDeskFigures = z.infer<typeof frontDeskFiguresSchema>;
export type FrontDeskFigure = keyof FrontDeskFigures;

const person = { userId: z.uuid(), name: z.string(), role: z.string() };

export const technicianPerformanceSchema = z
  .object({
    ...person,
    figures: technicianFiguresSchema,
    /** The same figures for each of the 12 weeks (oldest first). */
    weeks: z.array(technicianFiguresSchema),
  })
  .meta({ id: 'TechnicianPerformance' });
export type TechnicianPerformance = z.infer<typeof technicianPerformanceSchema>;

export const frontDeskPerformanceSchema = z
  .object({ ...person, figures: frontDeskFiguresSchema, weeks: z.array(frontDeskFiguresSchema) })
  .meta({ id: 'FrontDeskPerformance' });
export type FrontDeskPerformance = z.infer<typeof frontDeskPerformanceSchema>;

const dateRangeSchema = z.object({ from: z.string(), to: z.string() });

export const performanceReportSchema = z
  .object({
    period: dateRangeSchema.extend({ kind: z.enum(performancePeriods) }),
    weeks: z.array(dateRangeSchema),
    timeZone: z.string(),
    currency: z.string(),
    comebackDays: z.number().int(),
    technicians: z.array(technicianPerformanceSchema),
    /** The team's figures from the summed hours and money (null for a mechanic's own view). */
    technicianTotals: z
      .object({ figures: technicianFiguresSchema, weeks: z.array(technicianFiguresSchema) })
      .nullable(),
    frontDesk: z.array(frontDeskPerformanceSchema),
    frontDeskTotals: z
      .object({ figures: frontDeskFiguresSchema, weeks: z.array(frontDeskFiguresSchema) })
      .nullable(),
  })
  .meta({ id: 'PerformanceReport' });
export type PerformanceReport = z.infer<typeof performanceReportSchema>;

// Figures from the summed rows: one rule for a person, a week and the team ----------------------

/** What the figures are computed from; sums add up across people and stay exact. */
export type TechnicianSums = {
  soldHours: string;
  laborRevenue: string;
  workedSeconds: string;
  clockedSeconds: string;
  jobsCompleted: number;
  comebacks: number;
  ratingSum: number;
  ratingCount: number;
  responseSeconds: string;
  responseCount: number;
};

export type FrontDeskSums = {
  estimatesSent: number;
  presentedValue: string;
  approvedValue: string;
  repairOrders: number;
  repairOrderTotal: string;
};

export const emptyTechnicianSums = (): TechnicianSums => ({
  soldHours: '0',
  laborRevenue: '0',
  workedSeconds: '0',
  clockedSeconds: '0',
  jobsCompleted: 0,
  comebacks: 0,
  ratingSum: 0,
  ratingCount: 0,
  responseSeconds: '0',
  responseCount: 0,
});

export const emptyFrontDeskSums = (): FrontDeskSums => ({
  estimatesSent: 0,
  presentedValue: '0',
  approvedValue: '0',
  repairOrders: 0,
  repairOrderTotal: '0',
});

export function addTechnicianSums(a: TechnicianSums, b: TechnicianSums): TechnicianSums {
  return {
    soldHours: addMoney(a.soldHours, b.soldHours),
    laborRevenue: addMoney(a.laborRevenue, b.laborRevenue),
    workedSeconds: addMoney(a.workedSeconds, b.workedSeconds),
    clockedSeconds: addMoney(a.clockedSeconds, b.clockedSeconds),
    jobsCompleted: a.jobsCompleted + b.jobsCompleted,
    comebacks: a.comebacks + b.comebacks,
    ratingSum: a.ratingSum + b.ratingSum,
    ratingCount: a.ratingCount + b.ratingCount,
    responseSeconds: addMoney(a.responseSeconds, b.responseSeconds),
    responseCount: a.responseCount + b.responseCount,
  };
}

export function addFrontDeskSums(a: FrontDeskSums, b: FrontDeskSums): FrontDeskSums {
  return {
    estimatesSent: a.estimatesSent + b.estimatesSent,
    presentedValue: addMoney(a.presentedValue, b.presentedValue),
    approvedValue: addMoney(a.approvedValue, b.approvedValue),
    repairOrders: a.repairOrders + b.repairOrders,
    repairOrderTotal: addMoney(a.repairOrderTotal, b.repairOrderTotal),
  };
}

const isZero = (value: string) => compareMoney(value, '0') === 0;
/** part ÷ whole as a percent with two decimals; null when the whole is zero. */
const percentOfWhole = (part: string, whole: string) =>
  isZero(whole) ? null : proportionOf('100', part, whole);
const secondsToHours = (seconds: string) => proportionOf(seconds, '1', '3600');

/** The figures of summed rows. Ratios are taken from the hours as shown (two decimals). */
export function technicianFiguresOf(sums: TechnicianSums): TechnicianFigures {
  const sold = toMoney(sums.soldHours);
  const worked = secondsToHours(sums.workedSeconds);
  const clocked = secondsToHours(sums.clockedSeconds);
  const revenue = toMoney(sums.laborRevenue);
  return {
    hoursSold: sold,
    hoursWorked: worked,
    hoursClockedIn: clocked,
    efficiency: percentOfWhole(sold, worked),
    productivity: percentOfWhole(worked, clocked),
    proficiency: percentOfWhole(sold, clocked),
    laborRevenue: revenue,
    effectiveLaborRate: isZero(sold) ? null : proportionOf(revenue, '1', sold),
    jobsCompleted: sums.jobsCompleted,
    comebacks: sums.comebacks,
    averageRating:
      sums.ratingCount === 0
        ? null
        : proportionOf(String(sums.ratingSum), '1', String(sums.ratingCount)),
    responseTimeMinutes:
      sums.responseCount === 0
        ? null
        : Math.round(
            Number(proportionOf(sums.responseSeconds, '1', String(sums.responseCount * 60))),
          ),
  };
}

export function frontDeskFiguresOf(sums: FrontDeskSums): FrontDeskFigures {
  const presented = toMoney(sums.presentedValue);
  const approved = toMoney(sums.approvedValue);
  return {
    estimatesSent: sums.estimatesSent,
    presentedValue: presented,
    approvedValue: approved,
    closeRatio: percentOfWhole(approved, presented),
    repairOrders: sums.repairOrders,
    averageRepairOrder:
      sums.repairOrders === 0
        ? null
        : proportionOf(sums.repairOrderTotal, '1', String(sums.repairOrders)),
  };
}

// Definitions, written once: the screen's hover text and the ADR's source ----------------------

/** A figure's name, what it means (its hover text) and how it is written. */
export type FigureDefinition = {
  label: string;
  definition: string;
  kind: 'hours' | 'money' | 'percent' | 'count' | 'rating' | 'minutes';
};
type Definition = FigureDefinition;

export const technicianFigureDefinitions: Record<TechnicianFigure, Definition> = {
  hoursSold: {
    label: 'Hours sold',
    kind: 'hours',
    definition:
      "Labor hours the customer approved on job orders completed in the period, credited to the job order's mechanic: an hourly line's hours; a flat-rate line's quantity × its service's duration.",
  },
  hoursWorked: {
    label: 'Hours worked',
    kind: 'hours',
    definition:
      'Time on the job clock in the period (an entry across the period’s edge counts its part inside).',
  },
  hoursClockedIn: {
    label: 'Hours clocked in',
    kind: 'hours',
    definition: 'Time on the attendance clock in the period, breaks left out.',
  },
  efficiency: {
    label: 'Efficiency',
    kind: 'percent',
    definition: 'Hours sold ÷ hours worked on jobs.',
  },
  productivity: {
    label: 'Productivity',
    kind: 'percent',
    definition: 'Hours worked on jobs ÷ hours clocked in.',
  },
  proficiency: {
    label: 'Proficiency',
    kind: 'percent',
    definition: 'Hours sold ÷ hours clocked in.',
  },
  laborRevenue: {
    label: 'Labor revenue',
    kind: 'money',
    definition:
      'The approved labor lines of job orders completed in the period, before discounts and tax.',
  },
  effectiveLaborRate: {
    label: 'Effective labor rate',
    kind: 'money',
    definition: 'Labor revenue ÷ hours sold.',
  },
  jobsCompleted: {
    label: 'Jobs completed',
    kind: 'count',
    definition: 'Job orders completed in the period with them as the mechanic.',
  },
  comebacks: {
    label: 'Comebacks',
    kind: 'count',
    definition:
      "Job orders opened in the period on a vehicle that had the same catalogue service (a labor line's service) on a job order completed within the shop's comeback days before; credited to that earlier job order's mechanic.",
  },
  averageRating: {
    label: 'Average rating',
    kind: 'rating',
    definition:
      "Customers' visit ratings (1–5) given in the period, for the job orders they were the mechanic of.",
  },
  responseTimeMinutes: {
    label: 'Response time',
    kind: 'minutes',
    definition:
      'Average time from a job order being assigned to its first clock-in, over the job orders they completed in the period.',
  },
};

export const frontDeskFigureDefinitions: Record<FrontDeskFigure, Definition> = {
  estimatesSent: {
    label: 'Estimates sent',
    kind: 'count',
    definition:
      'Estimates they sent to customers in the period (a revision sent again counts again).',
  },
  presentedValue: {
    label: 'Presented',
    kind: 'money',
    definition: 'The total of the last estimate they sent for each job order in the period.',
  },
  approvedValue: {
    label: 'Approved',
    kind: 'money',
    definition: 'What the customer approved of those estimates.',
  },
  closeRatio: {
    label: 'Close ratio',
    kind: 'percent',
    definition: 'Approved value ÷ presented value.',
  },
  repairOrders: {
    label: 'Repair orders sold',
    kind: 'count',
    definition:
      'Job orders whose last estimate they sent in the period was approved, in full or in part.',
  },
  averageRepairOrder: {
    label: 'Average repair order',
    kind: 'money',
    definition: 'Approved value ÷ repair orders sold.',
  },
};

export const technicianFigureOrder = Object.keys(technicianFigureDefinitions) as TechnicianFigure[];
export const frontDeskFigureOrder = Object.keys(frontDeskFigureDefinitions) as FrontDeskFigure[];

/** A figure as the screen shows it: a percent to the whole, "—" when it has no value. */
export function formatPerformanceFigure(
  kind: Definition['kind'],
  value: string | number | null,
  formatMoneyAmount: (amount: string) => string,
): string {
  if (value === null) return '—';
  switch (kind) {
    case 'percent':
      return `${Math.round(Number(value))}%`;
    case 'money':
      return formatMoneyAmount(String(value));
    case 'hours':
      return `${value} h`;
    case 'rating':
      return `${Number(value).toFixed(1)} ★`;
    case 'minutes': {
      const minutes = Number(value);
      return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
    }
    case 'count':
      return String(value);
  }
}
