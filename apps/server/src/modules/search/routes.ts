import { problemSchema } from '@pitstop/domain/problem';
import { staffRoles } from '@pitstop/domain/roles';
import { searchQuerySchema, searchResultSchema } from '@pitstop/domain/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchWorkspace } from './search-workspace.ts';

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema };

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      config: { access: staffRoles },
      schema: {
        tags: ['search'],
        summary: 'Global search: clients, vehicles (plate, VIN, make, model) and services',
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema, ...errors },
      },
    },
    async (request) =>
      searchWorkspace({
        tx: app.database.db,
        shopId: request.shopId(),
        viewer: request.viewer,
        q: request.query.q,
      }),
  );
};
