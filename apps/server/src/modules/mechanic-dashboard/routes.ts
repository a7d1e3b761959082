import {
  mechanicDashboardQuerySchema,
  mechanicDashboardSchema,
} from '@pitstop/domain/job-order-views';
import { problemSchema } from '@pitstop/domain/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getMechanicDashboard } from './get-mechanic-dashboard.ts';

/** The mechanic's home (issue 11): their queue and stat strip, live. */
export const mechanicDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/dashboard/technician',
    {
      config: { access: ['admin', 'mechanic'] },
      schema: {
        tags: ['dashboard'],
        summary:
          "A mechanic's queue (open assigned jobs by promised time) and stat strip: services completed, average rating, earnings this month, response time; an admin may name the mechanic",
        querystring: mechanicDashboardQuerySchema,
        response: {
          200: mechanicDashboardSchema,
          400: problemSchema,
          401: problemSchema,
          403: problemSchema,
          404: problemSchema,
        },
      },
    },
    async (request) =>
      getMechanicDashboard({
        tx: db,
        shopId: request.shopId(),
        viewer: request.viewer,
        mechanicId: request.query.mechanicId,
      }),
  );
};
