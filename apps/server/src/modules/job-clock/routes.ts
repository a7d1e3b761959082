import {
  clockActionSchema,
  jobClockSchema,
  jobOrderIdParamsSchema,
  runningClockSchema,
  timeEntryParamsSchema,
  timeEntryUpdateSchema,
} from '@pitstop/domain/job-order-views';
import { problemSchema } from '@pitstop/domain/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clockJobOrder } from './clock-job-order.ts';
import { getRunningClock } from './time-entries.ts';
import { updateTimeEntry } from './update-time-entry.ts';

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };

/** The job clock (issue 11): a mechanic clocks their own time on their jobs; an admin corrects it. */
export const jobClockRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/job-orders/:id/clock',
    {
      config: { access: ['admin', 'mechanic'] },
      schema: {
        tags: ['job-orders'],
        summary:
          "Start or stop your own clock on a job order (a mechanic's assigned job); starting stops your clock on any other job and starts the work of an approved job; 409 when the job is not approved work or your clock is not running on it",
        params: jobOrderIdParamsSchema,
        body: clockActionSchema,
        response: { 200: jobClockSchema, ...errors, 409: problemSchema },
      },
    },
    async (request) =>
      clockJobOrder({
        tx: db,
        events: app.events,
        shopId: request.shopId(),
        viewer: request.viewer,
        id: request.params.id,
        action: request.body.action,
        jobId: request.body.jobId,
      }),
  );

  app.patch(
    '/job-orders/:id/time-entries/:entryId',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['job-orders'],
        summary:
          "Correct a clocked entry's start, end and note; the job order's history keeps the change",
        params: timeEntryParamsSchema,
        body: timeEntryUpdateSchema,
        response: { 200: jobClockSchema, ...errors },
      },
    },
    async (request) => {
      const shopId = request.shopId();
      const timeEntries = await updateTimeEntry({
        tx: db,
        events: app.events,
        shopId,
        actor: request.viewer,
        jobOrderId: request.params.id,
        entryId: request.params.entryId,
        input: request.body,
      });
      return {
        runningClock: await getRunningClock({ tx: db, shopId, mechanicId: request.viewer.id }),
        timeEntries,
      };
    },
  );

  app.get(
    '/me/clock',
    {
      config: { access: ['admin', 'mechanic'] },
      schema: {
        tags: ['job-orders'],
        summary: 'Your running clock (job order and start), or null',
        response: { 200: runningClockSchema, 401: problemSchema, 403: problemSchema },
      },
    },
    async (request) =>
      getRunningClock({ tx: db, shopId: request.shopId(), mechanicId: request.viewer.id }),
  );
};
