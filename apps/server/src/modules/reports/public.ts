import { Readable } from 'node:stream';
import { problemSchema } from '@pitstop/domain/problem';
import {
  bucketsOf,
  comparisonRange,
  type ReportComparison,
  type ReportFrame,
  type ReportGrouping,
  type ReportPreset,
  reportRoles,
  resolveReportPeriod,
} from '@pitstop/domain/reports';
import { stringify } from 'csv-stringify';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { shops } from '../../db/schema/shops.ts';
import { sendCsvDownload } from '../../platform/csv-download.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * Reports & Analytics (issue 25, ADR 049): what every report shares. A report is registered
 * with `registerReport`, which gives it two routes — the figures as JSON and the same figures as
 * CSV (`…/export.csv`, same query) — both for admin and manager only, with the query parsed by
 * the report's schema (`reportQuerySchema` or its extension, so a bad period is a 400 naming the
 * parameter) and the period resolved in the shop's time zone before the report runs.
 */

type AppInstance = Parameters<FastifyPluginAsyncZod>[0];

/** The period fields every report query has once parsed. */
type ParsedReportQuery = {
  period: ReportPreset;
  from?: string | undefined;
  to?: string | undefined;
  compare: ReportComparison;
  groupBy: ReportGrouping;
};

/** What a report is computed for: the shop, its parsed query and the resolved frame. */
export type ReportContext<Query extends ParsedReportQuery> = {
  tx: Tx;
  shopId: string;
  query: Query;
  frame: ReportFrame;
};

/** The frame of a report: its period, comparison and buckets in the shop's zone, and its formats. */
export async function reportFrameOf(
  tx: Tx,
  shopId: string,
  query: ParsedReportQuery,
  now: Date = new Date(),
): Promise<ReportFrame> {
  const [shop] = await tx
    .select({ timeZone: shops.timezone, currency: shops.currency, locale: shops.locale })
    .from(shops)
    .where(eq(shops.id, shopId));
  if (!shop) throw AppError.notFound('Workshop not found.');
  const period = resolveReportPeriod(query, shop.timeZone, now);
  return {
    preset: query.period,
    period,
    compare: query.compare,
    comparison: comparisonRange(period, query.compare),
    groupBy: query.groupBy,
    buckets: bucketsOf(period, query.groupBy),
    timeZone: shop.timeZone,
    currency: shop.currency as ReportFrame['currency'],
    locale: shop.locale as ReportFrame['locale'],
  };
}

/** A report's table as CSV: a header row and rows of cells, numbers as plain decimal strings. */
export type ReportCsv = { columns: string[]; rows: Iterable<(string | number | null)[]> };

export function registerReport<
  QuerySchema extends z.ZodType<ParsedReportQuery>,
  ResponseSchema extends z.ZodType<ReportFrame>,
>(
  app: AppInstance,
  report: {
    /** `/reports/<name>`; the CSV is at `/reports/<name>/export.csv`. */
    path: `/reports/${string}`;
    /** The CSV file's name before its period (`revenue` → `revenue-2026-01-01-to-2026-12-31.csv`). */
    filename: string;
    summary: string;
    querystring: QuerySchema;
    response: ResponseSchema;
    load(context: ReportContext<z.output<QuerySchema>>): Promise<z.output<ResponseSchema>>;
    /** The table under the chart, as the CSV export writes it (text cells are the report's own labels). */
    csv(report: z.output<ResponseSchema>): ReportCsv;
  },
) {
  const db = app.database.db;
  const run = async (shopId: string, query: z.output<QuerySchema>) => {
    const frame = await reportFrameOf(db, shopId, query);
    return report.load({ tx: db, shopId, query, frame });
  };
  const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };

  app.get(
    report.path,
    {
      config: { access: reportRoles },
      schema: {
        tags: ['reports'],
        summary: report.summary,
        querystring: report.querystring,
        // Typed by `load` above; the schema here serialises and documents it.
        response: { 200: report.response as z.ZodType, ...errors },
      },
    },
    async (request) => run(request.shopId(), request.query as z.output<QuerySchema>),
  );

  app.get(
    `${report.path}/export.csv`,
    {
      config: { access: reportRoles },
      schema: {
        tags: ['reports'],
        summary: `${report.summary} — the table as CSV`,
        produces: ['text/csv'],
        querystring: report.querystring,
      },
    },
    async (request, reply) => {
      const result = await run(request.shopId(), request.query as z.output<QuerySchema>);
      const { columns, rows } = report.csv(result);
      const csv = stringify({ header: true, columns, bom: true });
      const source = Readable.from(rows);
      source.on('error', (error) => csv.destroy(error));
      const { from, to } = result.period;
      return sendCsvDownload(
        request,
        reply,
        `${report.filename}-${from}-to-${to}.csv`,
        source.pipe(csv),
      );
    },
  );
}
