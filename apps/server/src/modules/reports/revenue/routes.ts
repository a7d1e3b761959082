import { changeOf } from '@pitstop/domain/reports';
import {
  type RevenueReport,
  revenueFigureDefinitions,
  revenueFigureOrder,
  revenueQuerySchema,
  revenueReportSchema,
} from '@pitstop/domain/revenue-report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ReportCsv, registerReport } from '../public.ts';
import { getRevenueReport } from './get-revenue-report.ts';

const csvColumns = ['Section', 'Item', 'Period', 'Comparison', 'Change', 'Change %'];

/** The page's tables as one CSV: the figures, the series, tax per rate and payments per method. */
export function revenueCsv(report: RevenueReport): ReportCsv {
  const row = (
    section: string,
    item: string,
    now: string | number | null,
    before: string | null,
  ) => {
    const change = before === null ? null : changeOf(now === null ? null : String(now), before);
    return [section, item, now, before, change?.difference ?? null, change?.percent ?? null];
  };
  const rows = [
    ...revenueFigureOrder.map((figure) =>
      row(
        'Figures',
        revenueFigureDefinitions[figure].label,
        report.figures[figure],
        report.previous ? asText(report.previous[figure]) : null,
      ),
    ),
    ...report.series.map((bucket) =>
      row(
        'Revenue by period',
        bucket.from === bucket.to ? bucket.from : `${bucket.from} to ${bucket.to}`,
        bucket.revenue,
        null,
      ),
    ),
    ...report.taxByRate.map((rate) =>
      row(
        'Tax by rate',
        rate.rate === null ? 'Exempt' : `${rate.rate} %`,
        rate.tax,
        rate.previousTax,
      ),
    ),
    ...report.paymentsByMethod.map((method) =>
      row('Payments by method', method.method, method.amount, method.previousAmount),
    ),
  ];
  return { columns: csvColumns, rows };
}

const asText = (value: string | number | null) => (value === null ? null : String(value));

export const revenueReportRoutes: FastifyPluginAsyncZod = async (app) => {
  registerReport(app, {
    path: '/reports/revenue',
    filename: 'revenue',
    summary:
      "Revenue Reports for a period in the shop's time zone, on the accrual (invoiced) or cash (paid) basis: revenue net of credit notes by day, week or month, split into labor, parts and fees, discounts, tax per rate, payments per method, car count, ARO, ELR, gross profit on parts and labor and receivables at the period's end, each with its change against the compared period",
    querystring: revenueQuerySchema,
    response: revenueReportSchema,
    load: getRevenueReport,
    csv: revenueCsv,
  });
};
