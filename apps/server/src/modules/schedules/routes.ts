import { problemSchema } from '@pitstop/domain/problem';
import { staffRoles } from '@pitstop/domain/roles';
import {
  copyWeekInputSchema,
  copyWeekResultSchema,
  scheduleExceptionInputSchema,
  scheduleExceptionParamsSchema,
  scheduleExceptionSchema,
  scheduleManagers,
  scheduleWeekQuerySchema,
  scheduleWeekSchema,
  timeOffDecisionInputSchema,
  timeOffRequestInputSchema,
  timeOffRequestListQuerySchema,
  timeOffRequestListSchema,
  timeOffRequestSchema,
} from '@pitstop/domain/schedules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { getScheduleWeek } from './get-schedule-week.ts';
import {
  copyWeekExceptions,
  deleteScheduleException,
  putScheduleException,
} from './schedule-exceptions.ts';
import {
  cancelTimeOffRequest,
  decideTimeOffRequest,
  listTimeOffRequests,
  requestTimeOff,
} from './time-off-requests.ts';

const errors = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
};
const params = z.object({ id: z.uuid('Not a request id') });

/** Manage Schedules and time-off requests (issue 24, ADR 045). */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/schedules',
    {
      config: { access: staffRoles },
      schema: {
        tags: ['schedules'],
        summary:
          'A week of shifts (weekly hours, exceptions), time off and closures of every active staff member; other staff only their own (userId = theirs)',
        querystring: scheduleWeekQuerySchema,
        response: { 200: scheduleWeekSchema, ...errors },
      },
    },
    async (request) => {
      const manages = (scheduleManagers as readonly string[]).includes(request.viewer.role);
      if (!manages && request.query.userId !== request.viewer.id) {
        throw AppError.forbidden('You can see only your own schedule.');
      }
      return getScheduleWeek({ tx: db, shopId: request.shopId(), ...request.query });
    },
  );

  app.put(
    '/schedules/exceptions/:userId/:date',
    {
      config: { access: scheduleManagers },
      schema: {
        tags: ['schedules'],
        summary:
          'Work these shifts on one date instead of the weekly hours (an extra day, a shorter day; none: off); the weekly pattern is untouched',
        params: scheduleExceptionParamsSchema,
        body: scheduleExceptionInputSchema,
        response: { 200: scheduleExceptionSchema, ...errors },
      },
    },
    async (request) =>
      putScheduleException({
        tx: db,
        shopId: request.shopId(),
        actor: request.viewer,
        ...request.params,
        input: request.body,
      }),
  );

  app.delete(
    '/schedules/exceptions/:userId/:date',
    {
      config: { access: scheduleManagers },
      schema: {
        tags: ['schedules'],
        summary: "Remove a date's change: the person works their weekly hours again that day",
        params: scheduleExceptionParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteScheduleException({
        tx: db,
        shopId: request.shopId(),
        actor: request.viewer,
        ...request.params,
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/schedules/copy-week',
    {
      config: { access: scheduleManagers },
      schema: {
        tags: ['schedules'],
        summary:
          "Copy a week's schedule changes to the next week; changes already on those dates are replaced",
        body: copyWeekInputSchema,
        response: { 200: copyWeekResultSchema, ...errors },
      },
    },
    async (request) =>
      copyWeekExceptions({
        tx: db,
        shopId: request.shopId(),
        actor: request.viewer,
        weekStart: request.body.weekStart,
      }),
  );

  app.get(
    '/time-off-requests',
    {
      config: { access: staffRoles },
      schema: {
        tags: ['schedules'],
        summary:
          "scope=mine: the caller's own time-off requests; scope=pending (admin, manager): those waiting for a decision, with the bookings in them",
        querystring: timeOffRequestListQuerySchema,
        response: { 200: timeOffRequestListSchema, ...errors },
      },
    },
    async (request) => {
      const shopId = request.shopId();
      if (request.query.scope === 'pending') {
        if (!(scheduleManagers as readonly string[]).includes(request.viewer.role)) {
          throw AppError.forbidden('Only an admin or a manager decides time-off requests.');
        }
        return { items: await listTimeOffRequests({ tx: db, shopId, pendingOnly: true }) };
      }
      return { items: await listTimeOffRequests({ tx: db, shopId, userId: request.viewer.id }) };
    },
  );

  app.post(
    '/time-off-requests',
    {
      config: { access: staffRoles },
      schema: {
        tags: ['schedules'],
        summary:
          'Request time off for yourself (whole days or hours, in the shop time zone); it waits as pending',
        body: timeOffRequestInputSchema,
        response: { 201: timeOffRequestSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await requestTimeOff({
        tx: db,
        shopId: request.shopId(),
        requester: request.viewer,
        input: request.body,
      });
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/time-off-requests/:id',
    {
      config: { access: staffRoles },
      schema: {
        tags: ['schedules'],
        summary: 'Cancel your own request while it is pending (409 once decided)',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await cancelTimeOffRequest({
        tx: db,
        shopId: request.shopId(),
        requester: request.viewer,
        id: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/time-off-requests/:id/decision',
    {
      config: { access: scheduleManagers },
      schema: {
        tags: ['schedules'],
        summary:
          'Approve or decline a pending request with a note; the requester is told (Notifications and mail); 409 once decided',
        params,
        body: timeOffDecisionInputSchema,
        response: { 200: timeOffRequestSchema, ...errors },
      },
    },
    async (request) =>
      decideTimeOffRequest({
        tx: db,
        shopId: request.shopId(),
        actor: request.viewer,
        id: request.params.id,
        input: request.body,
      }),
  );
};
