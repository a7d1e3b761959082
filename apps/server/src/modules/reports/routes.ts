import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientRetentionRoutes } from './client-retention/routes.ts';
import { employeePerformanceReportRoutes } from './employee-performance/routes.ts';
import { revenueReportRoutes } from './revenue/routes.ts';
import { serviceTrendsRoutes } from './service-trends/routes.ts';

/** Reports & Analytics (issue 25): each report registers its own routes from its folder. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(revenueReportRoutes);
  await app.register(clientRetentionRoutes);
  await app.register(employeePerformanceReportRoutes);
  await app.register(serviceTrendsRoutes);
};
