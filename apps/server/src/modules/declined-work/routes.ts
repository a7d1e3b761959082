import {
  declinedWorkListSchema,
  declinedWorkParamsSchema,
  declinedWorkPatchSchema,
  declinedWorkSchema,
  ownerDeclinedWorkListSchema,
  vehicleDeclinedWorkParamsSchema,
} from '@pitstop/domain/job-order-views';
import { problemSchema } from '@pitstop/domain/problem';
import { type Role, staffRoles } from '@pitstop/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dismissDeclinedWork,
  listOwnerDeclinedWork,
  listVehicleDeclinedWork,
} from './declined-work.ts';

const errors = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
};
/** The desk manages job orders (DESIGN.md §4: admin and front desk write). */
const desk: Role[] = ['admin', 'front_desk'];

/** Work customers declined on an estimate, kept on the vehicle for a later visit. */
export const declinedWorkRoutes: FastifyPluginAsyncZod = async (app) => {
  const tx = app.database.db;

  app.get(
    '/vehicles/:vehicleId/declined-work',
    {
      config: { access: staffRoles },
      schema: {
        tags: ['vehicles'],
        summary:
          'Work the customer declined on this vehicle: open first (soonest follow-up), then accepted or dismissed',
        params: vehicleDeclinedWorkParamsSchema,
        response: { 200: declinedWorkListSchema, ...errors },
      },
    },
    async (request) => ({
      items: await listVehicleDeclinedWork({
        tx,
        shopId: request.shopId(),
        vehicleId: request.params.vehicleId,
        viewer: request.viewer,
      }),
    }),
  );

  app.patch(
    '/declined-work/:id',
    {
      config: { access: desk },
      schema: {
        tags: ['vehicles'],
        summary: 'Dismiss open declined work; 409 once it is accepted or dismissed',
        params: declinedWorkParamsSchema,
        body: declinedWorkPatchSchema,
        response: { 200: declinedWorkSchema, ...errors },
      },
    },
    async (request) => dismissDeclinedWork({ tx, shopId: request.shopId(), id: request.params.id }),
  );

  app.get(
    '/portal/declined-work',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['portal'],
        summary: 'Recommended services: work you declined on an estimate, soonest follow-up first',
        response: { 200: ownerDeclinedWorkListSchema, ...errors },
      },
    },
    async (request) => ({ items: await listOwnerDeclinedWork({ tx, userId: request.viewer.id }) }),
  );
};
