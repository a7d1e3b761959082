import Big from 'big.js';
import { z } from 'zod';
import { addMoney, type Money } from './money.ts';
import { reportGroupings, reportQuerySchema } from './reports.ts';

// Our own constructor, as in money.ts: big.js settings cannot leak between users of it.
const Decimal = Big();

/**
 * Service Trends (issue 25, ADR 050): what the shop sells, when, what customers turn down and
 * buy later, what inspections find and which parts move. Every figure is defined once here; the
 * page's glossary and the README read these texts.
 */

/** `?period=&from=&to=&compare=&groupBy=`: the report contract; a day grouping is refused (weeks or months). */
export const serviceTrendsQuerySchema = reportQuerySchema.refine(
  (query) => query.groupBy !== 'day',
  {
    path: ['groupBy'],
    message: `Use one of: ${reportGroupings.filter((grouping) => grouping !== 'day').join(', ')}`,
  },
);
export type ServiceTrendsQuery = z.infer<typeof serviceTrendsQuerySchema>;

/** How many inspection items and parts the report lists (the most frequent first). */
export const SERVICE_TRENDS_TOP_INSPECTION_ITEMS = 10;
export const SERVICE_TRENDS_TOP_PARTS = 20;

export const serviceTrendsGlossary = {
  serviceCount:
    'Jobs: completed job orders, by the day they were completed in the shop’s time zone, with at least one approved labor line of the service (or a job named after the canned job).',
  serviceRevenue:
    'Revenue: what the job order’s issued invoice bills on those lines after discounts and before tax, less what credit notes have taken back from them. A job order not invoiced yet adds no revenue.',
  serviceHours:
    'Hours sold: approved labor lines of those job orders — an hourly line’s hours, a flat-rate line’s quantity × the service’s book time (as in Performance Metrics).',
  cannedJob:
    'Canned job: a job on a job order named like a canned job (added from it); its revenue and hours are those of every line of that job.',
  recommended:
    'Recommended work: work the customer declined on a job order, by the day it was declined, kept on the vehicle as declined work.',
  sold: 'Sold later: recommended work added again to a later job order and approved there.',
  closeRatio: 'Close ratio: recommended work sold later ÷ recommended work, by count.',
  inspectionItems:
    'Inspection findings: items marked red (needs attention now) or yellow (soon) on inspections completed in the period.',
  partsUsed:
    'Parts used: stock consumed by the period’s completed job orders (what left the shelf), by inventory item.',
  partsMargin:
    'Part margin: what the invoices bill for the part after discounts and credit notes, less the cost it left the shelf at (the stock ledger’s consumption cost).',
} as const;

const money = z.string().describe('Exact decimal');
const figureSums = z.object({ count: z.number().int(), revenue: money, hours: money });
export type ServiceFigureSums = z.infer<typeof figureSums>;

const range = z.object({ from: z.string(), to: z.string() });

const serviceRow = figureSums.extend({
  serviceId: z.uuid(),
  name: z.string(),
  /** The figures of the compared period; null without a comparison. */
  previous: figureSums.nullable(),
  /** One entry per bucket of the grouping. */
  series: z.array(figureSums),
  /** Jobs per month of the period (the seasonality heatmap's row). */
  months: z.array(z.number().int()),
});
export type ServiceTrendRow = z.infer<typeof serviceRow>;

const cannedJobRow = figureSums.extend({
  cannedJobId: z.uuid(),
  name: z.string(),
  previous: figureSums.nullable(),
});
export type CannedJobTrendRow = z.infer<typeof cannedJobRow>;

const declinedSums = z.object({
  recommended: z.number().int(),
  recommendedValue: money,
  sold: z.number().int(),
  soldValue: money,
  /** sold ÷ recommended in percent with one decimal; null when nothing was recommended. */
  closeRatio: z.string().nullable(),
});
export type DeclinedSums = z.infer<typeof declinedSums>;

const declinedRow = declinedSums.extend({
  /** Null: free-text work that is no catalogue service. */
  serviceId: z.uuid().nullable(),
  name: z.string(),
});
export type DeclinedTrendRow = z.infer<typeof declinedRow>;

const inspectionRow = z.object({
  label: z.string(),
  red: z.number().int(),
  yellow: z.number().int(),
});

const partRow = z.object({
  itemId: z.uuid(),
  name: z.string(),
  sku: z.string(),
  quantity: money,
  revenue: money,
  cost: money,
  margin: money,
  /** margin ÷ revenue in percent with one decimal; null when nothing was billed. */
  marginPercent: z.string().nullable(),
});
export type PartTrendRow = z.infer<typeof partRow>;

export const serviceTrendsReportSchema = z
  .object({
    period: range,
    comparison: range.nullable(),
    groupBy: z.enum(['week', 'month']),
    buckets: z.array(range),
    months: z.array(range),
    /** No completed service work, declined work, findings or parts in the period. */
    empty: z.boolean(),
    totals: figureSums.extend({ previous: figureSums.nullable() }),
    services: z.array(serviceRow),
    cannedJobs: z.array(cannedJobRow),
    declined: z.object({
      rows: z.array(declinedRow),
      totals: declinedSums,
      previous: declinedSums.nullable(),
    }),
    inspectionItems: z.array(inspectionRow),
    parts: z.array(partRow),
  })
  .meta({ id: 'ServiceTrendsReport' });
export type ServiceTrendsReport = z.infer<typeof serviceTrendsReportSchema>;

export const emptyFigureSums = (): ServiceFigureSums => ({
  count: 0,
  revenue: '0.00',
  hours: '0.00',
});

export function addFigureSums(a: ServiceFigureSums, b: ServiceFigureSums): ServiceFigureSums {
  return {
    count: a.count + b.count,
    revenue: addMoney(a.revenue, b.revenue),
    hours: addMoney(a.hours, b.hours),
  };
}

/** part ÷ whole in percent with one decimal, or null when the whole is zero. */
export function percentOfWhole(part: string | number, whole: string | number): string | null {
  const denominator = new Decimal(whole);
  if (denominator.eq(0)) return null;
  return new Decimal(part).div(denominator).times(100).toFixed(1, Big.roundHalfUp);
}

/** The recommended and sold counts and values turned into the close ratio. */
export function declinedSumsOf(sums: {
  recommended: number;
  recommendedValue: Money;
  sold: number;
  soldValue: Money;
}): DeclinedSums {
  return { ...sums, closeRatio: percentOfWhole(sums.sold, sums.recommended) };
}
