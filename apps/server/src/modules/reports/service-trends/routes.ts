import { problemSchema } from '@pitstop/domain/problem';
import { reportRoles } from '@pitstop/domain/reports';
import {
  serviceTrendsQuerySchema,
  serviceTrendsReportSchema,
} from '@pitstop/domain/service-trends';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsvDownload } from '../../../platform/csv-download.ts';
import { serviceTrendsCsv } from './export-service-trends.ts';
import { getServiceTrends } from './get-service-trends.ts';

const errors = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
};

/** Service Trends (issue 25, ADR 050): admin and manager only. */
export const serviceTrendsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports/service-trends',
    {
      config: { access: reportRoles },
      schema: {
        tags: ['reports'],
        summary:
          "Service Trends for a period in the shop's time zone, with its comparison: services and canned jobs by jobs, revenue and hours sold per week or month, a month × service heatmap, declined work and its close ratio, the most frequent red and yellow inspection items, parts by quantity used and margin",
        querystring: serviceTrendsQuerySchema,
        response: { 200: serviceTrendsReportSchema, ...errors },
      },
    },
    async (request) =>
      getServiceTrends({ tx: app.database.db, shopId: request.shopId(), query: request.query }),
  );

  app.get(
    '/reports/service-trends/export.csv',
    {
      config: { access: reportRoles },
      schema: {
        tags: ['reports'],
        summary:
          'The Service Trends table as CSV: per service and canned job, then the total, jobs, revenue and hours sold with the compared period’s',
        produces: ['text/csv'],
        querystring: serviceTrendsQuerySchema,
      },
    },
    async (request, reply) => {
      const report = await getServiceTrends({
        tx: app.database.db,
        shopId: request.shopId(),
        query: request.query,
      });
      const { from, to } = report.period;
      return sendCsvDownload(
        request,
        reply,
        `service-trends-${from}-to-${to}.csv`,
        serviceTrendsCsv(report),
      );
    },
  );
};
