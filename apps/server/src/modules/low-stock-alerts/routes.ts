import { lowStockAlertsSchema } from '@pitstop/domain/inventory-views';
import { problemSchema } from '@pitstop/domain/problem';
import { rolesWith } from '@pitstop/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listLowStockAlerts } from './list-low-stock-alerts.ts';

export const lowStockAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/inventory/alerts',
    {
      config: { access: rolesWith('inventory', 'read') },
      schema: {
        tags: ['purchasing'],
        summary:
          'Low Stock Alerts: items at or below their reorder point grouped by supplier (none last), with suggested quantities and what is on order',
        response: { 200: lowStockAlertsSchema, 401: problemSchema, 403: problemSchema },
      },
    },
    async (request) => listLowStockAlerts({ tx: app.database.db, shopId: request.shopId() }),
  );
};
