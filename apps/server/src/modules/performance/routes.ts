import { performanceQuerySchema, performanceReportSchema } from '@pitstop/domain/performance';
import { problemSchema } from '@pitstop/domain/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPerformance } from './get-performance.ts';

/** Performance Metrics (issue 24): admin and manager see everyone, a mechanic their own row. */
export const performanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/performance',
    {
      config: { access: ['admin', 'manager', 'mechanic'] },
      schema: {
        tags: ['employees'],
        summary:
          "Performance Metrics for a period in the shop's time zone: per technician hours sold, worked and clocked in, efficiency, productivity, proficiency, labor revenue and rate, jobs, comebacks, rating and response time; per front-desk person estimates, close ratio and average repair order; a 12-week series per figure and team totals",
        querystring: performanceQuerySchema,
        response: {
          200: performanceReportSchema,
          400: problemSchema,
          401: problemSchema,
          403: problemSchema,
          404: problemSchema,
        },
      },
    },
    async (request) =>
      getPerformance({
        tx: app.database.db,
        shopId: request.shopId(),
        viewer: request.viewer,
        query: request.query,
      }),
  );
};
