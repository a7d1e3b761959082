import { createShopSchema, shopSchema, updateShopSchema } from '@pitstop/domain/accounts';
import { problemSchema } from '@pitstop/domain/problem';
import { rolesWith, staffRoles } from '@pitstop/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createShop } from './create-shop.ts';
import { getShop } from './get-shop.ts';
import { updateShop } from './update-shop.ts';

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 409: problemSchema };

export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/shops',
    {
      config: { access: staffRoles },
      schema: {
        tags: ['shops'],
        summary: 'Create a workshop (onboarding); the caller becomes its admin',
        body: createShopSchema,
        response: { 201: shopSchema, ...errors },
      },
    },
    async (request, reply) => {
      const shop = await createShop({
        tx: app.database.db,
        events: app.events,
        viewer: request.viewer,
        input: request.body,
      });
      return reply.status(201).send(shop);
    },
  );

  app.get(
    '/shop',
    {
      config: { access: staffRoles },
      schema: {
        tags: ['shops'],
        summary: 'Your workshop',
        response: { 200: shopSchema, ...errors },
      },
    },
    async (request) => getShop({ tx: app.database.db, shopId: request.shopId() }),
  );

  app.patch(
    '/shop',
    {
      config: { access: rolesWith('settings', 'write') },
      schema: {
        tags: ['shops'],
        summary:
          "Update your workshop's business details and job order settings (labor rate, whether mechanics edit prices, days until declined work is followed up)",
        body: updateShopSchema,
        response: { 200: shopSchema, ...errors },
      },
    },
    async (request) =>
      updateShop({ tx: app.database.db, shopId: request.shopId(), input: request.body }),
  );
};
