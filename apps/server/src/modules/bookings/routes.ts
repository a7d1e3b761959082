import { bookingProblemSchema } from '@pitstop/domain/booking-slots';
import {
  appointmentDetailSchema,
  appointmentIdParamsSchema,
  appointmentInputSchema,
  appointmentListQuerySchema,
  appointmentListSchema,
  appointmentMachine,
  appointmentTransitionSchema,
  appointmentUpdateSchema,
  calendarFeedParamsSchema,
  calendarFeedSchema,
  calendarQuerySchema,
  calendarSchema,
} from '@pitstop/domain/bookings';
import { problemSchema } from '@pitstop/domain/problem';
import { type Role, staffRoles } from '@pitstop/domain/roles';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyKeyHeaders, idempotencyOf } from '../../platform/idempotency.ts';
import { linkRateLimit } from '../../plugins/rate-limits.ts';
import { bookingEffects } from './booking-effects.ts';
import { createCalendarFeed, revokeCalendarFeed } from './create-calendar-feed.ts';
import { createStaffBooking } from './create-staff-booking.ts';
import { getBooking } from './get-booking.ts';
import { getCalendar } from './get-calendar.ts';
import { getCalendarFeed } from './get-calendar-feed.ts';
import { listBookings } from './list-bookings.ts';
import { transitionBooking } from './transition-booking.ts';
import { updateBooking } from './update-booking.ts';

/** Every staff role reads the calendar (DESIGN.md §4); a mechanic only their own appointments. */
const readers = staffRoles;
/** The staff roles the status machine lets take at least one action (a car owner uses the portal). */
const transitioners = [
  ...new Set(
    Object.values(appointmentMachine.transitions).flatMap((transition) => transition.roles),
  ),
].filter((role): role is Role => role !== 'client');

/** The desk books and changes appointments (DESIGN.md §4: calendar rw); a mechanic does not. */
const writers: Role[] = ['admin', 'front_desk'];

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema };
const notFound = { 404: problemSchema };

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const effects = (request: FastifyRequest) => bookingEffects(app, request.log);

  app.post(
    '/appointments',
    {
      config: { access: writers },
      schema: {
        tags: ['appointments'],
        summary:
          "Book an appointment: the client's vehicle, services (duration = their sum), a mechanic, 'any' free one or none, and a start from the free slots; 409 availability_conflict (send bookAnyway to override) or slot_taken with fresh slots",
        headers: idempotencyKeyHeaders('the booking it already made'),
        body: appointmentInputSchema,
        response: {
          201: appointmentDetailSchema,
          ...errors,
          ...notFound,
          409: bookingProblemSchema,
          422: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const shopId = request.shopId();
      const booked = await createStaffBooking({
        tx: app.database.db,
        shopId,
        actor: request.viewer,
        input: request.body,
        effects: effects(request),
        idempotency: idempotencyOf(
          request.headers['idempotency-key'],
          'POST /appointments',
          request.body,
        ),
      });
      if (booked.replayed) reply.header('idempotent-replayed', 'true');
      const detail = await getBooking({ tx: app.database.db, shopId, id: booked.id });
      return reply.status(201).send(detail);
    },
  );

  app.patch(
    '/appointments/:id',
    {
      config: { access: writers },
      schema: {
        tags: ['appointments'],
        summary:
          'Reschedule (drag), resize, reassign, or change services, vehicle or notes; fields left out stay; 409 as for booking, or when the booking is no longer pending or confirmed',
        params: appointmentIdParamsSchema,
        body: appointmentUpdateSchema,
        response: {
          200: appointmentDetailSchema,
          ...errors,
          ...notFound,
          409: bookingProblemSchema,
        },
      },
    },
    async (request) => {
      const shopId = request.shopId();
      const { id } = request.params;
      await updateBooking({
        tx: app.database.db,
        shopId,
        actor: request.viewer,
        id,
        input: request.body,
        effects: effects(request),
      });
      return getBooking({ tx: app.database.db, shopId, id });
    },
  );
  app.get(
    '/appointments',
    {
      config: { access: readers },
      schema: {
        tags: ['appointments'],
        summary:
          'Manage Bookings: search (client, phone, plate, REQ number), filters (status, local dates, mechanic, source) and keyset pages',
        querystring: appointmentListQuerySchema,
        response: { 200: appointmentListSchema, ...errors },
      },
    },
    async (request) =>
      listBookings({
        tx: app.database.db,
        shopId: request.shopId(),
        viewer: request.viewer,
        ...request.query,
      }),
  );

  app.get(
    '/appointments/calendar',
    {
      config: { access: readers },
      schema: {
        tags: ['appointments'],
        summary: 'Every appointment overlapping [from, to) (at most 42 days), in start order',
        querystring: calendarQuerySchema,
        response: { 200: calendarSchema, ...errors },
      },
    },
    async (request) =>
      getCalendar({
        tx: app.database.db,
        shopId: request.shopId(),
        viewer: request.viewer,
        ...request.query,
      }),
  );

  app.get(
    '/appointments/:id',
    {
      config: { access: readers },
      schema: {
        tags: ['appointments'],
        summary: 'One booking with its services, client, vehicle, mechanic and history',
        params: appointmentIdParamsSchema,
        response: { 200: appointmentDetailSchema, ...errors, ...notFound },
      },
    },
    async (request) =>
      getBooking({
        tx: app.database.db,
        shopId: request.shopId(),
        viewer: request.viewer,
        id: request.params.id,
      }),
  );

  app.post(
    '/appointments/:id/transitions',
    {
      config: { access: transitioners },
      schema: {
        tags: ['appointments'],
        summary:
          "Confirm, check in (opens the job order with mileage in and the promised time), complete, cancel (with a reason) or mark a no-show; 409 when the status does not allow it, 422 when check-in's mileage in is below the vehicle's last recorded mileage or its promised time has passed",
        params: appointmentIdParamsSchema,
        body: appointmentTransitionSchema,
        response: {
          200: appointmentDetailSchema,
          ...errors,
          ...notFound,
          409: problemSchema,
          422: problemSchema,
        },
      },
    },
    async (request) => {
      const shopId = request.shopId();
      await transitionBooking({
        tx: app.database.db,
        shopId,
        actor: request.viewer,
        id: request.params.id,
        action: request.body.action,
        reason: request.body.reason,
        checkIn: { mileageIn: request.body.mileageIn, promisedAt: request.body.promisedAt },
        effects: effects(request),
      });
      return getBooking({
        tx: app.database.db,
        shopId,
        viewer: request.viewer,
        id: request.params.id,
      });
    },
  );

  app.post(
    '/appointments/calendar-feed',
    {
      config: { access: ['mechanic'] },
      schema: {
        tags: ['appointments'],
        summary:
          'A new secret iCalendar address for your own schedule (your phone subscribes to it); the previous one stops working',
        response: { 201: calendarFeedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const feed = await createCalendarFeed({
        tx: app.database.db,
        shopId: request.shopId(),
        mechanicId: request.viewer.id,
        appUrl: app.config.appUrl,
      });
      return reply.status(201).send(feed);
    },
  );

  app.delete(
    '/appointments/calendar-feed',
    {
      config: { access: ['mechanic'] },
      schema: {
        tags: ['appointments'],
        summary: 'Stop sharing your schedule: your calendar address stops working',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await revokeCalendarFeed({
        tx: app.database.db,
        shopId: request.shopId(),
        mechanicId: request.viewer.id,
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/calendar-feed/:token',
    {
      config: { access: 'public' },
      preHandler: linkRateLimit(app, 'calendar-feed-link'),
      schema: {
        tags: ['appointments'],
        summary:
          "A mechanic's live bookings from 30 days ago to 90 days ahead as iCalendar (text/calendar), by the secret address",
        produces: ['text/calendar'],
        params: calendarFeedParamsSchema,
        // Sent as text/calendar, not JSON: Fastify serializes only JSON content types.
        response: { 200: z.string(), 400: problemSchema, ...notFound, 429: problemSchema },
      },
    },
    async (request, reply) => {
      const ics = await getCalendarFeed({
        tx: app.database.db,
        token: request.params.token,
        appUrl: app.config.appUrl,
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(ics);
    },
  );
};
