import { problemSchema } from '@pitstop/domain/problem';
import { rolesWith, staffRoles } from '@pitstop/domain/roles';
import {
  serviceCategoriesSchema,
  serviceInputSchema,
  serviceListQuerySchema,
  serviceListSchema,
  serviceSchema,
  serviceUpdateSchema,
} from '@pitstop/domain/services';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createService } from './create-service.ts';
import { listServiceCategories, listServices } from './list-services.ts';
import { updateService } from './update-service.ts';

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
/** All staff read the catalogue; a car owner's booking screen is a later issue. */
const readers = staffRoles;
const writers = rolesWith('services', 'write');
const params = z.object({ id: z.uuid() });

export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/services',
    {
      config: { access: readers },
      schema: {
        tags: ['services'],
        summary: "The shop's service catalogue in name order, searched by name or category",
        querystring: serviceListQuerySchema,
        response: { 200: serviceListSchema, ...errors },
      },
    },
    async (request) =>
      listServices({ tx: app.database.db, shopId: request.shopId(), ...request.query }),
  );

  app.get(
    '/services/categories',
    {
      config: { access: readers },
      schema: {
        tags: ['services'],
        summary: 'Categories in use in the catalogue',
        response: { 200: serviceCategoriesSchema, ...errors },
      },
    },
    async (request) => listServiceCategories({ tx: app.database.db, shopId: request.shopId() }),
  );

  app.post(
    '/services',
    {
      config: { access: writers },
      schema: {
        tags: ['services'],
        summary: 'Add a service to the catalogue',
        body: serviceInputSchema,
        response: { 201: serviceSchema, ...errors },
      },
    },
    async (request, reply) => {
      const service = await createService({
        tx: app.database.db,
        shopId: request.shopId(),
        input: request.body,
      });
      return reply.status(201).send(service);
    },
  );

  app.patch(
    '/services/:id',
    {
      config: { access: writers },
      schema: {
        tags: ['services'],
        summary: 'Change a service; fields left out keep their value',
        params,
        body: serviceUpdateSchema,
        response: { 200: serviceSchema, ...errors },
      },
    },
    async (request) =>
      updateService({
        tx: app.database.db,
        shopId: request.shopId(),
        serviceId: request.params.id,
        input: request.body,
      }),
  );
};
