import { notificationListQuerySchema, notificationListSchema } from '@pitstop/domain/notifications';
import { problemSchema } from '@pitstop/domain/problem';
import { staffRoles } from '@pitstop/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listNotifications } from './list-notifications.ts';

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema };

/** The staff Notifications inbox (car owners' messages to the shop). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      config: { access: staffRoles },
      schema: {
        tags: ['notifications'],
        summary:
          "Car owners' messages to your workshop, unread first, then newest first (keyset pages)",
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
};
