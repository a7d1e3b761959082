import { supplierInputSchema } from '@pitstop/domain/inventory';
import { supplierListSchema, supplierSchema } from '@pitstop/domain/inventory-views';
import { problemSchema } from '@pitstop/domain/problem';
import { rolesWith } from '@pitstop/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listSuppliers } from './list-suppliers.ts';
import { createSupplier, updateSupplier } from './save-supplier.ts';

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema };
/** Inventory & purchase orders (DESIGN.md §4): admin and manager write, front desk and mechanics read. */
const readers = rolesWith('inventory', 'read');
const writers = rolesWith('inventory', 'write');
const params = z.object({ id: z.uuid('Not a supplier id') });

export const supplierRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/suppliers',
    {
      config: { access: readers },
      schema: {
        tags: ['purchasing'],
        summary: "The shop's suppliers by name (active first), with the active items each supplies",
        response: { 200: supplierListSchema, ...errors },
      },
    },
    async (request) => listSuppliers({ tx: app.database.db, shopId: request.shopId() }),
  );

  app.post(
    '/suppliers',
    {
      config: { access: writers },
      schema: {
        tags: ['purchasing'],
        summary: 'Add a supplier; 409 when the shop already has one of that name',
        body: supplierInputSchema,
        response: { 201: supplierSchema, ...errors, 409: problemSchema },
      },
    },
    async (request, reply) => {
      const created = await createSupplier({
        tx: app.database.db,
        shopId: request.shopId(),
        input: request.body,
      });
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/suppliers/:id',
    {
      config: { access: writers },
      schema: {
        tags: ['purchasing'],
        summary:
          "Replace a supplier's details (active=false deactivates it); 409 when the name is taken",
        params,
        body: supplierInputSchema,
        response: { 200: supplierSchema, ...errors, 404: problemSchema, 409: problemSchema },
      },
    },
    async (request) =>
      updateSupplier({
        tx: app.database.db,
        shopId: request.shopId(),
        id: request.params.id,
        input: request.body,
      }),
  );
};
