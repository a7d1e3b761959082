import {
  dashboardKpisSchema,
  dashboardSchema,
  serviceRequestsQuerySchema,
  serviceRequestsSchema,
  sidebarCountsSchema,
} from '@pitstop/domain/dashboard';
import { problemSchema } from '@pitstop/domain/problem';
import { reportRoles } from '@pitstop/domain/reports';
import { staffRoles } from '@pitstop/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getDashboard } from './get-dashboard.ts';
import { getDashboardKpis } from './get-kpis.ts';
import { getServiceRequests } from './get-service-requests.ts';
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
    '/dashboard/kpis',
    {
      config: { access: reportRoles },
      schema: {
        tags: ['dashboard'],
        summary:
          "Dashboard Overview's KPI cards (admin and manager): revenue, car count, ARO, ELR, GP % and close ratio for this month so far, each with its change against the same number of days before and its last 12 months",
        response: { 200: dashboardKpisSchema, ...errors },
      },
    },
    async (request) => getDashboardKpis({ tx: app.database.db, shopId: request.shopId() }),
  );

  app.get(
    '/sidebar-counts',
    {
      config: { access: staffRoles },
      schema: {
        tags: ['dashboard'],
        summary:
          "The sidebar's badge counts (notifications: unread messages and pending online bookings; service reminders; pending job orders)",
        response: { 200: sidebarCountsSchema, ...errors },
      },
    },
    async (request) =>
      getSidebarCounts({ tx: app.database.db, shopId: request.shopId(), viewer: request.viewer }),
  );

  app.get(
    '/dashboard/service-requests',
    {
      config: { access: staffRoles },
      schema: {
        tags: ['dashboard'],
        summary:
          "The Service Requests panel: your workshop's pending and confirmed bookings from today on, soonest first (a mechanic's: their own)",
        querystring: serviceRequestsQuerySchema,
        response: { 200: serviceRequestsSchema, 400: problemSchema, ...errors },
      },
    },
    async (request) =>
      getServiceRequests({
        tx: app.database.db,
        shopId: request.shopId(),
        viewer: request.viewer,
        limit: request.query.limit,
      }),
  );
};
