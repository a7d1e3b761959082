import { bookingProblemSchema, bookingSlotsSchema } from '@pitstop/domain/booking-slots';
import {
  bookingWorkshopSchema,
  ownerBookingDetailSchema,
  ownerBookingListSchema,
  portalBookingCancelSchema,
  portalBookingInputSchema,
  portalBookingParamsSchema,
  portalBookingSlotsQuerySchema,
  portalBookingUpdateSchema,
} from '@pitstop/domain/portal-bookings';
import { problemSchema } from '@pitstop/domain/problem';
import { carOwnerRoles } from '@pitstop/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyKeyHeaders, idempotencyOf } from '../../platform/idempotency.ts';
import { bookOnline } from './book-online.ts';
import { bookingEffects } from './booking-effects.ts';
import { cancelOwnerBooking } from './cancel-owner-booking.ts';
import { listBookingWorkshops } from './list-booking-workshops.ts';
import { getOwnerBooking, listOwnerBookings } from './owner-bookings.ts';
import { listOwnerBookingSlots, rescheduleOwnerBooking } from './reschedule-owner-booking.ts';

const errors = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
};

/**
 * A car owner's bookings (`/api/v1/portal/bookings`): for role client only, limited to the
 * bookings of the client records linked to them; another's id is not found.
 */
export const ownerBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tx = app.database.db;

  app.get(
    '/portal/booking-workshops',
    {
      config: { access: carOwnerRoles },
      schema: {
        tags: ['portal'],
        summary: 'Where you can book: your workshops and those that take online bookings',
        response: { 200: z.array(bookingWorkshopSchema), ...errors },
      },
    },
    async (request) => listBookingWorkshops({ tx, userId: request.viewer.id }),
  );

  app.get(
    '/portal/bookings',
    {
      config: { access: carOwnerRoles },
      schema: {
        tags: ['portal'],
        summary: 'Your bookings: upcoming (soonest first) and past (latest first)',
        response: { 200: ownerBookingListSchema, ...errors },
      },
    },
    async (request) => listOwnerBookings({ tx, userId: request.viewer.id }),
  );

  app.post(
    '/portal/bookings',
    {
      config: { access: carOwnerRoles },
      schema: {
        tags: ['portal'],
        summary:
          'Book a service online: you become the workshop’s client if you are not yet; 409 slot_taken with fresh slots when the time was just taken',
        headers: idempotencyKeyHeaders('the booking it already made'),
        body: portalBookingInputSchema,
        response: {
          201: ownerBookingDetailSchema,
          ...errors,
          409: bookingProblemSchema,
          422: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const booked = await bookOnline({
        tx,
        effects: bookingEffects(app, request.log),
        viewer: request.viewer,
        input: request.body,
        idempotency: idempotencyOf(
          request.headers['idempotency-key'],
          'POST /portal/bookings',
          request.body,
        ),
      });
      if (booked.replayed) reply.header('idempotent-replayed', 'true');
      const detail = await getOwnerBooking({
        tx,
        userId: request.viewer.id,
        appointmentId: booked.id,
      });
      return reply.status(201).send(detail);
    },
  );

  app.get(
    '/portal/bookings/:id',
    {
      config: { access: carOwnerRoles },
      schema: {
        tags: ['portal'],
        summary: 'One of your bookings, with its history',
        params: portalBookingParamsSchema,
        response: { 200: ownerBookingDetailSchema, ...errors },
      },
    },
    async (request) =>
      getOwnerBooking({ tx, userId: request.viewer.id, appointmentId: request.params.id }),
  );

  app.patch(
    '/portal/bookings/:id',
    {
      config: { access: carOwnerRoles },
      schema: {
        tags: ['portal'],
        summary: "Move your booking to another free time (until the workshop's cut-off)",
        params: portalBookingParamsSchema,
        body: portalBookingUpdateSchema,
        response: { 200: ownerBookingDetailSchema, ...errors, 409: bookingProblemSchema },
      },
    },
    async (request) => {
      await rescheduleOwnerBooking({
        tx,
        actor: request.viewer,
        appointmentId: request.params.id,
        startsAt: request.body.startsAt,
        effects: bookingEffects(app, request.log),
      });
      return getOwnerBooking({ tx, userId: request.viewer.id, appointmentId: request.params.id });
    },
  );

  app.get(
    '/portal/bookings/:id/slots',
    {
      config: { access: carOwnerRoles },
      schema: {
        tags: ['portal'],
        summary: 'Free times to move your booking to (its services, in the workshop’s time zone)',
        params: portalBookingParamsSchema,
        querystring: portalBookingSlotsQuerySchema,
        response: { 200: bookingSlotsSchema, ...errors },
      },
    },
    async (request) =>
      listOwnerBookingSlots({
        tx,
        userId: request.viewer.id,
        appointmentId: request.params.id,
        ...request.query,
      }),
  );

  app.post(
    '/portal/bookings/:id/cancel',
    {
      config: { access: carOwnerRoles },
      schema: {
        tags: ['portal'],
        summary: "Cancel your booking (until the workshop's cut-off before the start)",
        params: portalBookingParamsSchema,
        body: portalBookingCancelSchema,
        response: { 200: ownerBookingDetailSchema, ...errors },
      },
    },
    async (request) => {
      await cancelOwnerBooking({
        tx,
        actor: request.viewer,
        appointmentId: request.params.id,
        reason: request.body.reason,
        effects: bookingEffects(app, request.log),
      });
      return getOwnerBooking({ tx, userId: request.viewer.id, appointmentId: request.params.id });
    },
  );
};
