import {
  clientRetentionQuerySchema,
  clientRetentionReportSchema,
  lapsedReminderInputSchema,
  lapsedReminderResultSchema,
} from '@pitstop/domain/client-retention';
import { problemSchema } from '@pitstop/domain/problem';
import { reportRoles } from '@pitstop/domain/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsvDownload } from '../../../platform/csv-download.ts';
import { idempotencyKeyHeaders } from '../../../platform/idempotency.ts';
import { exportClientRetention } from './export-client-retention.ts';
import { getClientRetention } from './get-client-retention.ts';
import { sendLapsedReminders } from './lapsed-reminders.ts';

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };

/**
 * Client Retention (issue 25, ADR 051), admin and manager only like every report. Its own routes
 * rather than registerReport's: the answer has several tables (figures, series, cohorts, lapsed
 * and top clients) and a POST, and the CSV writes each table as a section.
 */
export const clientRetentionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports/client-retention',
    {
      config: { access: reportRoles },
      schema: {
        tags: ['reports'],
        summary:
          "Client Retention for a period in the shop's time zone: new and returning clients, retention rate, cohorts by first-visit month, visits per client per year, lifetime value, lapsed clients and top clients",
        querystring: clientRetentionQuerySchema,
        response: { 200: clientRetentionReportSchema, ...errors },
      },
    },
    async (request) =>
      getClientRetention({ tx: app.database.db, shopId: request.shopId(), query: request.query }),
  );

  app.get(
    '/reports/client-retention/export.csv',
    {
      config: { access: reportRoles },
      schema: {
        tags: ['reports'],
        summary: "The Client Retention report's tables as a CSV file (client-retention.csv)",
        produces: ['text/csv'],
        querystring: clientRetentionQuerySchema,
      },
    },
    async (request, reply) => {
      const csv = exportClientRetention({
        tx: app.database.db,
        shopId: request.shopId(),
        query: request.query,
      });
      return sendCsvDownload(request, reply, 'client-retention.csv', csv);
    },
  );

  app.post(
    '/reports/client-retention/lapsed-reminders',
    {
      config: { access: reportRoles },
      schema: {
        tags: ['reports'],
        summary:
          'E-mail a service reminder to every lapsed client with an e-mail address who did not opt out; recorded in their communication history. One Idempotency-Key is one click: repeated, it sends nothing again',
        headers: idempotencyKeyHeaders('the same counts and sends nothing again'),
        body: lapsedReminderInputSchema,
        response: { 200: lapsedReminderResultSchema, ...errors },
      },
    },
    async (request) =>
      app.database.db.transaction((tx) =>
        sendLapsedReminders({
          tx,
          shopId: request.shopId(),
          userId: request.viewer.id,
          lapsedMonths: request.body.lapsedMonths,
          idempotencyKey: request.headers['idempotency-key'],
        }),
      ),
  );
};
