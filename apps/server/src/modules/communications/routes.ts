import { clientIdParamsSchema } from '@pitstop/domain/clients';
import {
  communicationListQuerySchema,
  communicationListSchema,
  communicationSchema,
  interactionInputSchema,
  ownerCommunicationListQuerySchema,
  ownerMessageInputSchema,
} from '@pitstop/domain/communications';
import { problemSchema } from '@pitstop/domain/problem';
import { carOwnerRoles, type Role, rolesWith, staffRoles } from '@pitstop/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyKeyHeaders } from '../../platform/idempotency.ts';
import { listClientCommunications, listOwnerCommunications } from './list-communications.ts';
import { markInboundRead, markOutboundRead } from './mark-communications-read.ts';
import { recordInteraction } from './record-interaction.ts';
import { sendOwnerMessage } from './send-owner-message.ts';

/** Staff read a client's communications (a mechanic only for clients of their jobs). */
const readers = staffRoles;
/** Admin and front desk record interactions (DESIGN.md §4, clients rw). */
const writers = rolesWith('clients', 'write').filter((role): role is Role => role !== 'client');

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };

const idempotencyHeaders = idempotencyKeyHeaders('the interaction already recorded');

/** Communications: the staff client profile's tab and the car owner's history and messages. */
export const communicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/clients/:id/communications',
    {
      config: { access: readers },
      schema: {
        tags: ['communications'],
        summary: "A client's messages and interactions, newest first (keyset pages)",
        params: clientIdParamsSchema,
        querystring: communicationListQuerySchema,
        response: { 200: communicationListSchema, ...errors },
      },
    },
    async (request) =>
      listClientCommunications({
        tx: app.database.db,
        shopId: request.shopId(),
        viewer: request.viewer,
        clientId: request.params.id,
        ...request.query,
      }),
  );

  app.post(
    '/clients/:id/communications',
    {
      config: { access: writers },
      schema: {
        tags: ['communications'],
        summary:
          'Record an interaction; an e-mail is sent to the client (status sent, or failed with the reason)',
        params: clientIdParamsSchema,
        headers: idempotencyHeaders,
        body: interactionInputSchema,
        response: { 201: communicationSchema, ...errors, 422: problemSchema },
      },
    },
    async (request, reply) => {
      const { communication, replayed } = await recordInteraction({
        tx: app.database.db,
        mailer: app.mailer,
        events: app.events,
        log: request.log,
        shopId: request.shopId(),
        viewer: request.viewer,
        clientId: request.params.id,
        input: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(communication);
    },
  );

  app.post(
    '/clients/:id/communications/read',
    {
      config: { access: readers },
      schema: {
        tags: ['communications'],
        summary: "Mark the client's messages to the shop as read",
        params: clientIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await markInboundRead({
        tx: app.database.db,
        events: app.events,
        shopId: request.shopId(),
        viewer: request.viewer,
        clientId: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/portal/communications',
    {
      config: { access: carOwnerRoles },
      schema: {
        tags: ['portal'],
        summary:
          'Your communication history with every workshop, or one of your client records (clientId), newest first',
        querystring: ownerCommunicationListQuerySchema,
        response: { 200: communicationListSchema, ...errors },
      },
    },
    async (request) =>
      listOwnerCommunications({ tx: app.database.db, userId: request.viewer.id, ...request.query }),
  );

  app.post(
    '/portal/messages',
    {
      config: { access: carOwnerRoles },
      schema: {
        tags: ['portal'],
        summary: 'Write to one of your workshops',
        body: ownerMessageInputSchema,
        response: { 201: communicationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const message = await sendOwnerMessage({
        tx: app.database.db,
        events: app.events,
        userId: request.viewer.id,
        input: request.body,
      });
      return reply.status(201).send(message);
    },
  );

  app.post(
    '/portal/communications/read',
    {
      config: { access: carOwnerRoles },
      schema: {
        tags: ['portal'],
        summary: 'Mark what your workshops sent you as read',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await markOutboundRead({
        tx: app.database.db,
        events: app.events,
        userId: request.viewer.id,
      });
      return reply.status(204).send(null);
    },
  );
};
