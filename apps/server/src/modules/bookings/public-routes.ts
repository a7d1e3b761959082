import { bookingSlotsQuerySchema, bookingSlotsSchema } from '@pitstop/domain/booking-slots';
import {
  publicServiceSchema,
  publicWorkshopSchema,
  workshopParamsSchema,
} from '@pitstop/domain/portal-bookings';
import { problemSchema } from '@pitstop/domain/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listPublicSlots } from './list-public-slots.ts';
import { listPublicServices, listPublicWorkshops } from './list-public-workshops.ts';

/**
 * The signed-out start of online booking (`/api/v1/public/*`): workshops that take online
 * bookings, their services and free slots. Nothing here names a client or a mechanic.
 */
export const publicBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tx = app.database.db;

  app.get(
    '/public/workshops',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: 'Workshops that take online bookings',
        response: { 200: z.array(publicWorkshopSchema) },
      },
    },
    async () => listPublicWorkshops({ tx }),
  );

  app.get(
    '/public/workshops/:shopId/services',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: 'The services a workshop offers for online booking',
        params: workshopParamsSchema,
        response: { 200: z.array(publicServiceSchema), 400: problemSchema, 404: problemSchema },
      },
    },
    async (request) => listPublicServices({ tx, shopId: request.params.shopId }),
  );

  app.get(
    '/public/workshops/:shopId/booking-slots',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: 'Free times for the chosen services (online rules: notice, horizon), per day',
        params: workshopParamsSchema,
        querystring: bookingSlotsQuerySchema,
        response: { 200: bookingSlotsSchema, 400: problemSchema, 404: problemSchema },
      },
    },
    async (request) =>
      listPublicSlots({
        tx,
        shopId: request.params.shopId,
        serviceIds: request.query.serviceIds,
        from: request.query.from,
        to: request.query.to,
      }),
  );
};
