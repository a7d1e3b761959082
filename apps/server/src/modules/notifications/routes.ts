import {
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListSchema,
} from '@pitstop/domain/notifications';
import { problemSchema } from '@pitstop/domain/problem';
import { staffRoles } from '@pitstop/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listNotifications } from './list-notifications.ts';
import { markEstimateAnswerRead } from './mark-estimate-answer-read.ts';
import { markTimeOffDecisionRead } from './mark-time-off-decision-read.ts';

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema };
const notFound = { 404: problemSchema };

/**
 * The staff Notifications inbox (car owners' messages, online bookings, estimate answers, time-off
 * requests and decisions).
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      config: { access: staffRoles },
      schema: {
        tags: ['notifications'],
        summary:
          "Car owners' messages to your workshop, online bookings waiting for confirmation, customers' estimate answers, time-off requests to decide and decisions on your own, unread first, then newest first (keyset pages)",
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request) =>
      listNotifications({
        tx: app.database.db,
        shopId: request.shopId(),
        viewer: request.viewer,
        ...request.query,
      }),
  );

  app.post(
    '/notifications/estimate-answers/:id/read',
    {
      config: { access: staffRoles },
      schema: {
        tags: ['notifications'],
        summary:
          "Mark a customer's estimate answer (a notification's id) as read for the shop; 404 when it is not one you can see",
        params: notificationIdParamsSchema,
        response: { 204: z.null(), ...errors, ...notFound },
      },
    },
    async (request, reply) => {
      await markEstimateAnswerRead({
        tx: app.database.db,
        events: app.events,
        shopId: request.shopId(),
        viewer: request.viewer,
        estimateId: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/notifications/time-off/:id/read',
    {
      config: { access: staffRoles },
      schema: {
        tags: ['notifications'],
        summary:
          "Mark the decision on your own time-off request (a notification's id) as read; 404 when it is not your decided request",
        params: notificationIdParamsSchema,
        response: { 204: z.null(), ...errors, ...notFound },
      },
    },
    async (request, reply) => {
      await markTimeOffDecisionRead({
        tx: app.database.db,
        shopId: request.shopId(),
        viewer: request.viewer,
        timeOffId: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );
};
