import {
  clientDuplicateSchema,
  clientDuplicatesQuerySchema,
  clientEmailTakenProblemSchema,
  clientExportQuerySchema,
  clientIdParamsSchema,
  clientInputSchema,
  clientListQuerySchema,
  clientListResponseSchema,
  clientOptionSchema,
  clientOptionsQuerySchema,
  clientPatchSchema,
  clientSchema,
  clientStatsSchema,
} from '@pitstop/domain/clients';
import { problemSchema } from '@pitstop/domain/problem';
import { type Role, rolesWith, staffRoles } from '@pitstop/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsvDownload } from '../../platform/csv-download.ts';
import { idempotencyKeyHeaders } from '../../platform/idempotency.ts';
import { archiveClient } from './archive-client.ts';
import { findClientDuplicates } from './client-phones.ts';
import { createClient } from './create-client.ts';
import { exportClients } from './export-clients.ts';
import { getClient } from './get-client.ts';
import { getClientStats } from './get-client-stats.ts';
import { listClientOptions } from './list-client-options.ts';
import { listClients } from './list-clients.ts';
import { restoreClient } from './restore-client.ts';
import { updateClient } from './update-client.ts';

/** Staff read clients (a mechanic only those of their jobs); a car owner reads none here. */
const readers = staffRoles;
/** Admin and front desk manage clients (DESIGN.md §4); a car owner's "own" is not this API. */
const writers = rolesWith('clients', 'write').filter((role): role is Role => role !== 'client');

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema };
const notFound = { 404: problemSchema };

const idempotencyHeaders = idempotencyKeyHeaders('the client already created');

export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/clients',
    {
      config: { access: readers },
      schema: {
        tags: ['clients'],
        summary: 'Clients of your workshop: search, tag filter, sort and keyset pages',
        querystring: clientListQuerySchema,
        response: { 200: clientListResponseSchema, ...errors },
      },
    },
    async (request) =>
      listClients({
        tx: app.database.db,
        shopId: request.shopId(),
        viewer: request.viewer,
        ...request.query,
      }),
  );

  app.get(
    '/clients/stats',
    {
      config: { access: readers },
      schema: {
        tags: ['clients'],
        summary: 'Client counts: total, active in the last 12 months, VIP or Premium',
        response: { 200: clientStatsSchema, ...errors },
      },
    },
    async (request) =>
      getClientStats({ tx: app.database.db, shopId: request.shopId(), viewer: request.viewer }),
  );

  app.get(
    '/clients/options',
    {
      config: { access: readers },
      schema: {
        tags: ['clients'],
        summary: 'Client names for an owner select, in name order',
        querystring: clientOptionsQuerySchema,
        response: { 200: z.array(clientOptionSchema), ...errors },
      },
    },
    async (request) =>
      listClientOptions({
        tx: app.database.db,
        shopId: request.shopId(),
        viewer: request.viewer,
        ...request.query,
      }),
  );

  app.get(
    '/clients/export.csv',
    {
      config: { access: readers },
      schema: {
        tags: ['clients'],
        summary: 'Every client matching the search and tag as a CSV file (clients.csv)',
        produces: ['text/csv'],
        querystring: clientExportQuerySchema,
      },
    },
    async (request, reply) => {
      const csv = exportClients({
        tx: app.database.db,
        shopId: request.shopId(),
        viewer: request.viewer,
        ...request.query,
      });
      return sendCsvDownload(request, reply, 'clients.csv', csv);
    },
  );

  app.get(
    '/clients/duplicates',
    {
      config: { access: writers },
      schema: {
        tags: ['clients'],
        summary:
          'Active clients with this e-mail or phone, to offer them before adding another (the one edited aside)',
        querystring: clientDuplicatesQuerySchema,
        response: { 200: z.array(clientDuplicateSchema), ...errors },
      },
    },
    async (request) =>
      findClientDuplicates({ tx: app.database.db, shopId: request.shopId(), ...request.query }),
  );

  app.get(
    '/clients/:id',
    {
      config: { access: readers },
      schema: {
        tags: ['clients'],
        summary: 'One client',
        params: clientIdParamsSchema,
        response: { 200: clientSchema, ...errors, ...notFound },
      },
    },
    async (request) =>
      getClient({
        tx: app.database.db,
        shopId: request.shopId(),
        viewer: request.viewer,
        id: request.params.id,
      }),
  );

  app.post(
    '/clients',
    {
      config: { access: writers },
      schema: {
        tags: ['clients'],
        summary: 'Add a client',
        headers: idempotencyHeaders,
        body: clientInputSchema,
        response: {
          201: clientSchema,
          ...errors,
          409: clientEmailTakenProblemSchema,
          422: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const { client, replayed } = await createClient({
        tx: app.database.db,
        shopId: request.shopId(),
        input: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(client);
    },
  );

  app.patch(
    '/clients/:id',
    {
      config: { access: writers },
      schema: {
        tags: ['clients'],
        summary: 'Change a client; fields left out stay as they are',
        params: clientIdParamsSchema,
        body: clientPatchSchema,
        response: { 200: clientSchema, ...errors, ...notFound, 409: clientEmailTakenProblemSchema },
      },
    },
    async (request) =>
      updateClient({
        tx: app.database.db,
        shopId: request.shopId(),
        id: request.params.id,
        input: request.body,
      }),
  );

  app.delete(
    '/clients/:id',
    {
      config: { access: writers },
      schema: {
        tags: ['clients'],
        summary: 'Archive a client: it leaves the lists, its history stays',
        params: clientIdParamsSchema,
        response: { 204: z.null(), ...errors, ...notFound },
      },
    },
    async (request, reply) => {
      await archiveClient({ tx: app.database.db, shopId: request.shopId(), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/clients/:id/restore',
    {
      config: { access: writers },
      schema: {
        tags: ['clients'],
        summary: 'Restore an archived client: it is back in the lists (409 if its e-mail is taken)',
        params: clientIdParamsSchema,
        response: { 200: clientSchema, ...errors, ...notFound, 409: clientEmailTakenProblemSchema },
      },
    },
    async (request) =>
      restoreClient({ tx: app.database.db, shopId: request.shopId(), id: request.params.id }),
  );
};
