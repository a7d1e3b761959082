import { z } from 'zod';
import type { FigureChange, ReportFigureDefinition } from './reports.ts';
import { refineReportPeriod, reportFrameSchema, reportPeriodFields } from './reports.ts';

/**
 * Revenue Reports (issue 25, ADR 049): invoiced or paid revenue by day, week or month, its split,
 * tax per rate, payments per method, car count, ARO, ELR, gross profit and receivables. Every
 * figure is defined once below: the page's glossary and hover text, the README and the tests.
 */

/** Accrual counts invoices and credit notes on their dates; cash counts payments on theirs. */
export const revenueBases = ['accrual', 'cash'] as const;
export type RevenueBasis = (typeof revenueBases)[number];
export const revenueBasisLabels: Record<RevenueBasis, string> = {
  accrual: 'Invoiced (accrual)',
  cash: 'Paid (cash)',
};

export const revenueQuerySchema = reportPeriodFields
  .extend({
    basis: z
      .enum(revenueBases, { error: `Use one of: ${revenueBases.join(', ')}` })
      .default('accrual'),
  })
  .superRefine(refineReportPeriod);
export type RevenueQuery = z.infer<typeof revenueQuerySchema>;

const money = z.string().describe('Money, two decimals');
const nullableMoney = money.nullable();
const percent = z.string().nullable().describe('Percent, one decimal; null when undefined');

export const revenueFiguresSchema = z
  .object({
    revenue: money,
    labor: money,
    parts: money,
    fees: money,
    discounts: money,
    tax: money,
    paymentsReceived: money,
    carCount: z.number().int(),
    averageRepairOrder: nullableMoney,
    laborHoursSold: z.string().describe('Hours, two decimals'),
    effectiveLaborRate: nullableMoney,
    partsGrossProfit: money,
    partsGrossProfitPercent: percent,
    laborGrossProfit: money,
    laborGrossProfitPercent: percent,
    unknownCostRevenue: money,
    receivables: money,
  })
  .meta({ id: 'RevenueFigures' });
export type RevenueFigures = z.infer<typeof revenueFiguresSchema>;
export type RevenueFigure = keyof RevenueFigures;

const changeSchema = z
  .object({ difference: z.string(), percent: z.string().nullable() })
  .nullable();

export const revenueBucketSchema = z.object({
  from: z.string(),
  to: z.string(),
  revenue: money,
  labor: money,
  parts: money,
  fees: money,
  discounts: money,
  tax: money,
});
export type RevenueBucket = z.infer<typeof revenueBucketSchema>;

export const revenueReportSchema = reportFrameSchema
  .extend({
    basis: z.enum(revenueBases),
    figures: revenueFiguresSchema,
    previous: revenueFiguresSchema.nullable(),
    changes: z
      .record(z.string(), changeSchema)
      .describe('Per figure: its change vs the comparison'),
    series: z.array(revenueBucketSchema),
    taxByRate: z.array(
      z.object({
        rate: z.string().nullable().describe('Percent; null for exempt lines'),
        taxable: money,
        tax: money,
        previousTax: nullableMoney,
      }),
    ),
    paymentsByMethod: z.array(
      z.object({ method: z.string(), amount: money, previousAmount: nullableMoney }),
    ),
    /** Nothing invoiced, credited or paid in the period: the page shows its empty state. */
    isEmpty: z.boolean(),
  })
  .meta({ id: 'RevenueReport' });
export type RevenueReport = z.infer<typeof revenueReportSchema>;
export type RevenueChanges = Partial<Record<RevenueFigure, FigureChange | null>>;

export const revenueFigureDefinitions: Record<RevenueFigure, ReportFigureDefinition> = {
  revenue: {
    label: 'Revenue',
    kind: 'money',
    definition:
      'Accrual: the issued invoices dated in the period, less the credit notes dated in it, without tax. Cash: the payments received in the period less refunds, without their share of tax. Voided and draft invoices never count.',
  },
  labor: {
    label: 'Labor',
    kind: 'money',
    definition: 'Labor lines after their share of discounts, without tax (cash: the paid share).',
  },
  parts: {
    label: 'Parts',
    kind: 'money',
    definition: 'Part lines after their share of discounts, without tax (cash: the paid share).',
  },
  fees: {
    label: 'Fees',
    kind: 'money',
    definition: 'Fee lines (shop supplies and other charges) after discounts, without tax.',
  },
  discounts: {
    label: 'Discounts',
    kind: 'money',
    definition:
      'What discounts took off the lines, as priced (with tax when prices include it); already left out of labor, parts and fees.',
  },
  tax: {
    label: 'Tax collected',
    kind: 'money',
    definition:
      'Tax on the same invoices less credit notes (cash: the paid share), per rate below.',
  },
  paymentsReceived: {
    label: 'Payments received',
    kind: 'money',
    definition: 'Money received in the period (payment dates), refunds subtracted, tax included.',
  },
  carCount: {
    label: 'Car count',
    kind: 'count',
    definition:
      'Job orders with an invoice issued in the period (each job order has one live invoice; counter sales bring no car).',
  },
  averageRepairOrder: {
    label: 'ARO',
    kind: 'money',
    definition:
      'Average repair order: revenue of the job-order invoices issued in the period, less their credit notes dated in it, ÷ car count.',
  },
  laborHoursSold: {
    label: 'Labor hours sold',
    kind: 'hours',
    definition:
      "Hours on the labor lines of invoices issued in the period: an hourly line's quantity; a flat-rate line's quantity × its service's book time.",
  },
  effectiveLaborRate: {
    label: 'ELR',
    kind: 'money',
    definition:
      'Effective labor rate: labor of the invoices issued in the period (after discounts, without tax) ÷ labor hours sold.',
  },
  partsGrossProfit: {
    label: 'Parts gross profit',
    kind: 'money',
    definition:
      "Stock part lines of job-order invoices issued in the period, less the cost the job order's parts left the shelf at (the stock ledger's consumptions).",
  },
  partsGrossProfitPercent: {
    label: 'Parts GP %',
    kind: 'percent',
    definition: 'Parts gross profit ÷ the revenue of those part lines.',
  },
  laborGrossProfit: {
    label: 'Labor gross profit',
    kind: 'money',
    definition:
      'Labor lines of job-order invoices issued in the period whose mechanic is paid hourly or flat rate, less hours sold × that pay rate.',
  },
  laborGrossProfitPercent: {
    label: 'Labor GP %',
    kind: 'percent',
    definition: 'Labor gross profit ÷ the revenue of those labor lines.',
  },
  unknownCostRevenue: {
    label: 'Revenue of unknown cost',
    kind: 'money',
    definition:
      'Labor and part lines left out of gross profit because their cost is not known: parts not from stock or sold over the counter, labor of a salaried or unpaid-rate mechanic, or with no mechanic.',
  },
  receivables: {
    label: 'Receivables at period end',
    kind: 'money',
    definition:
      "Issued invoices dated up to the period's last day, less the credit notes and payments dated up to it.",
  },
};

export const revenueFigureOrder = Object.keys(revenueFigureDefinitions) as RevenueFigure[];

/** The figures the headline cards show; the rest are in the table. */
export const revenueHeadlineFigures: RevenueFigure[] = [
  'revenue',
  'carCount',
  'averageRepairOrder',
  'effectiveLaborRate',
  'partsGrossProfitPercent',
  'laborGrossProfitPercent',
];

/** The series' columns, in the chart's stacking order. */
export const revenueSeriesParts = ['labor', 'parts', 'fees'] as const;
