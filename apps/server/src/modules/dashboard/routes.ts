import { dashboardSchema, sidebarCountsSchema } from '@pitstop/domain/dashboard';
import { problemSchema } from '@pitstop/domain/problem';
import { staffRoles } from '@pitstop/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getDashboard } from './get-dashboard.ts';
import { getSidebarCounts } from './get-sidebar-counts.ts';

const errors = { 401: problemSchema, 403: problemSchema, 404: problemSchema };

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      config: { access: staffRoles },
      schema: {
        tags: ['dashboard'],
        summary:
          "Your workshop's live figures, recent clients and recent services (a mechanic's: their own jobs'; revenue only with reports access)",
        response: { 200: dashboardSchema, ...errors },
      },
    },
    async (request) =>
      getDashboard({ tx: app.database.db, shopId: request.shopId(), viewer: request.viewer }),
  );

  app.get(
    '/sidebar-counts',
    {
      config: { access: staffRoles },
      schema: {
        tags: ['dashboard'],
        summary: "The sidebar's badge counts (service reminders, pending job orders)",
        response: { 200: sidebarCountsSchema, ...errors },
      },
    },
    async (request) =>
      getSidebarCounts({ tx: app.database.db, shopId: request.shopId(), viewer: request.viewer }),
  );
};
