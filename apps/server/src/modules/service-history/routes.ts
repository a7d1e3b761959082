import { clientIdParamsSchema } from '@pitstop/domain/clients';
import {
  ownerServiceHistoryQuerySchema,
  serviceHistoryListSchema,
  serviceHistoryQuerySchema,
} from '@pitstop/domain/owner';
import { problemSchema } from '@pitstop/domain/problem';
import { carOwnerRoles, staffRoles } from '@pitstop/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listClientServiceHistory, listOwnerServiceHistory } from './list-service-history.ts';

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };

/** Completed services: the staff client profile's tab and the car owner's history. */
export const serviceHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/clients/:id/service-history',
    {
      config: { access: staffRoles },
      schema: {
        tags: ['clients'],
        summary: "A client's completed services with their lines and totals, newest first",
        params: clientIdParamsSchema,
        querystring: serviceHistoryQuerySchema,
        response: { 200: serviceHistoryListSchema, ...errors },
      },
    },
    async (request) =>
      listClientServiceHistory({
        tx: app.database.db,
        shopId: request.shopId(),
        viewer: request.viewer,
        clientId: request.params.id,
        ...request.query,
      }),
  );

  app.get(
    '/portal/service-history',
    {
      config: { access: carOwnerRoles },
      schema: {
        tags: ['portal'],
        summary:
          'Every completed service on your vehicles, in all your workshops or one of your client records (clientId), newest first',
        querystring: ownerServiceHistoryQuerySchema,
        response: { 200: serviceHistoryListSchema, ...errors },
      },
    },
    async (request) =>
      listOwnerServiceHistory({ tx: app.database.db, userId: request.viewer.id, ...request.query }),
  );
};
