import { clientIdParamsSchema } from '@pitstop/domain/clients';
import {
  joinWorkshopSchema,
  ownerClientSchema,
  ownerDashboardSchema,
  ownerInvitationParamsSchema,
  ownerInvitationPreviewSchema,
  ownerInvitationSentSchema,
  ownerProfilePatchSchema,
  ownerVehicleSchema,
  workshopSummarySchema,
} from '@pitstop/domain/owner';
import { problemSchema } from '@pitstop/domain/problem';
import { carOwnerRoles, type Role, rolesWith } from '@pitstop/domain/roles';
import { vehicleInputSchema, vehicleUpdateSchema } from '@pitstop/domain/vehicles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { linkRateLimit } from '../../plugins/rate-limits.ts';
import { acceptOwnerInvitation, previewOwnerInvitation } from './accept-owner-invitation.ts';
import { createOwnerInvitation } from './create-owner-invitation.ts';
import { getOwnerDashboard } from './get-owner-dashboard.ts';
import { joinWorkshop } from './join-workshop.ts';
import { listWorkshops } from './list-workshops.ts';
import { listOwnerClients } from './owner-client-query.ts';
import { addOwnerVehicle, listOwnerVehicles, updateOwnerVehicle } from './owner-vehicles.ts';
import { updateOwnerProfile } from './update-owner-profile.ts';

const errors = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
};
/** Admin and front desk invite clients to the portal (they manage clients, DESIGN.md §4). */
const inviters = rolesWith('clients', 'write').filter((role): role is Role => role !== 'client');
const vehicleParams = z.object({ id: z.uuid('Not a vehicle id') });
const profileParams = z.object({ clientId: z.uuid('Not a client id') });

/**
 * The car-owner area (`/api/v1/portal/*`): every answer is limited to the client records linked
 * to the viewer (platform/client-access.ts); anything else is not found. Plus the staff side of
 * linking: "Invite to portal".
 */
export const ownerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tx = app.database.db;

  app.get(
    '/portal/workshops',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['portal'],
        summary: 'The workshops on Pitstop, with their services and whether you are a client',
        response: { 200: z.array(workshopSummarySchema), ...errors },
      },
    },
    async (request) => listWorkshops({ tx, userId: request.viewer.id }),
  );

  app.post(
    '/portal/workshops',
    {
      config: { access: carOwnerRoles },
      schema: {
        tags: ['portal'],
        summary: 'Become a client of a workshop (links the record it has with your e-mail)',
        body: joinWorkshopSchema,
        response: { 201: ownerClientSchema, ...errors },
      },
    },
    async (request, reply) => {
      const client = await joinWorkshop({
        tx,
        events: app.events,
        viewer: request.viewer,
        shopId: request.body.shopId,
      });
      return reply.status(201).send(client);
    },
  );

  app.get(
    '/portal/dashboard',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['portal'],
        summary: 'Your vehicles, upcoming visits, services due, recent services, spend, unread',
        response: { 200: ownerDashboardSchema, ...errors },
      },
    },
    async (request) => getOwnerDashboard({ tx, userId: request.viewer.id }),
  );

  app.get(
    '/portal/profile',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['portal'],
        summary: 'Your client record in each workshop you use',
        response: { 200: z.array(ownerClientSchema), ...errors },
      },
    },
    async (request) => listOwnerClients({ tx, userId: request.viewer.id }),
  );

  app.patch(
    '/portal/profile/:clientId',
    {
      config: { access: carOwnerRoles },
      schema: {
        tags: ['portal'],
        summary: 'Change your contact details, address or emergency contact at one workshop',
        params: profileParams,
        body: ownerProfilePatchSchema,
        response: { 200: ownerClientSchema, ...errors },
      },
    },
    async (request) =>
      updateOwnerProfile({
        tx,
        events: app.events,
        userId: request.viewer.id,
        clientId: request.params.clientId,
        input: request.body,
      }),
  );

  app.get(
    '/portal/vehicles',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['portal'],
        summary: 'Your vehicles in every workshop, newest first',
        response: { 200: z.array(ownerVehicleSchema), ...errors },
      },
    },
    async (request) => listOwnerVehicles({ tx, userId: request.viewer.id }),
  );

  app.post(
    '/portal/vehicles',
    {
      config: { access: carOwnerRoles },
      schema: {
        tags: ['portal'],
        summary: 'Add a vehicle to your record at one workshop (VIN unique in that workshop)',
        body: vehicleInputSchema,
        response: { 201: ownerVehicleSchema, ...errors },
      },
    },
    async (request, reply) => {
      const vehicle = await addOwnerVehicle({
        tx,
        events: app.events,
        userId: request.viewer.id,
        input: request.body,
      });
      return reply.status(201).send(vehicle);
    },
  );

  app.patch(
    '/portal/vehicles/:id',
    {
      config: { access: carOwnerRoles },
      schema: {
        tags: ['portal'],
        summary: 'Change one of your vehicles; fields left out keep their value',
        params: vehicleParams,
        body: vehicleUpdateSchema,
        response: { 200: ownerVehicleSchema, ...errors },
      },
    },
    async (request) =>
      updateOwnerVehicle({
        tx,
        events: app.events,
        userId: request.viewer.id,
        vehicleId: request.params.id,
        input: request.body,
      }),
  );

  app.post(
    '/clients/:id/portal-invitation',
    {
      config: { access: inviters },
      schema: {
        tags: ['clients'],
        summary: 'E-mail the client a link that gives them portal access (one use, 7 days)',
        params: clientIdParamsSchema,
        response: { 202: ownerInvitationSentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const sent = await createOwnerInvitation({
        tx,
        mailer: app.mailer,
        appUrl: app.config.appUrl,
        shopId: request.shopId(),
        viewer: request.viewer,
        clientId: request.params.id,
      });
      return reply.status(202).send(sent);
    },
  );

  app.get(
    '/portal/invitations/:token',
    {
      config: { access: 'public' },
      preHandler: linkRateLimit(app, 'portal-invitation-link'),
      schema: {
        tags: ['portal'],
        summary: 'What a portal invitation link offers: workshop, client name, e-mail',
        params: ownerInvitationParamsSchema,
        response: {
          200: ownerInvitationPreviewSchema,
          400: problemSchema,
          404: problemSchema,
          410: problemSchema,
          429: problemSchema,
        },
      },
    },
    async (request) => previewOwnerInvitation({ tx, token: request.params.token }),
  );

  app.post(
    '/portal/invitations/:token/accept',
    {
      config: { access: carOwnerRoles },
      schema: {
        tags: ['portal'],
        summary: 'Link the invited client record to your account',
        params: ownerInvitationParamsSchema,
        response: { 200: ownerClientSchema, 410: problemSchema, ...errors },
      },
    },
    async (request) =>
      acceptOwnerInvitation({
        tx,
        events: app.events,
        userId: request.viewer.id,
        token: request.params.token,
      }),
  );
};
