import {
  availabilityQuerySchema,
  availabilitySchema,
  closureInputSchema,
  closureSchema,
  mechanicHoursInputSchema,
  openingHoursInputSchema,
  timeOffInputSchema,
  timeOffSchema,
} from '@pitstop/domain/availability';
import {
  bookingSettingsSchema,
  bookingSettingsUpdateSchema,
} from '@pitstop/domain/booking-settings';
import { bookingSlotsQuerySchema, bookingSlotsSchema } from '@pitstop/domain/booking-slots';
import { problemSchema } from '@pitstop/domain/problem';
import { staffRoles } from '@pitstop/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listBookingSlots } from '../bookings/public.ts';
import { getBookingSettings, updateBookingSettings } from './booking-settings.ts';
import { createClosure, deleteClosure } from './closures.ts';
import { getAvailability } from './get-availability.ts';
import { createTimeOff, deleteTimeOff } from './time-off.ts';
import { updateMechanicHours } from './update-mechanic-hours.ts';
import { updateOpeningHours } from './update-opening-hours.ts';

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
/** Every staff member reads availability (a mechanic only their own); DESIGN.md §4. */
const readers = staffRoles;
/** The shop's hours and closures are the admin's (issue #10). */
const admins = ['admin'] as const;
/** Admin and front desk edit anyone's hours and time off. */
const desk = ['admin', 'front_desk'] as const;
/** …and a mechanic their own time off. */
const timeOffEditors = ['admin', 'front_desk', 'mechanic'] as const;
const params = z.object({ id: z.uuid() });

export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/availability',
    {
      config: { access: readers },
      schema: {
        tags: ['availability'],
        summary:
          "Opening hours, closures, and each mechanic's hours and time off over local dates (a mechanic sees their own)",
        querystring: availabilityQuerySchema,
        response: { 200: availabilitySchema, ...errors },
      },
    },
    async (request) =>
      getAvailability({
        tx: app.database.db,
        shopId: request.shopId(),
        ...request.query,
        ...(request.viewer.role === 'mechanic' ? { onlyMechanicId: request.viewer.id } : {}),
      }),
  );

  app.put(
    '/availability/opening-hours',
    {
      config: { access: admins },
      schema: {
        tags: ['availability'],
        summary: "Replace the shop's weekly opening hours (a day without ranges is closed)",
        body: openingHoursInputSchema,
        response: { 200: openingHoursInputSchema, ...errors },
      },
    },
    async (request) =>
      updateOpeningHours({
        tx: app.database.db,
        shopId: request.shopId(),
        hours: request.body.hours,
        updatedBy: request.viewer.id,
      }),
  );

  app.put(
    '/availability/mechanics/:id/hours',
    {
      config: { access: desk },
      schema: {
        tags: ['availability'],
        summary: "Set a mechanic's weekly working hours; null: the shop's opening hours",
        params,
        body: mechanicHoursInputSchema,
        response: { 200: mechanicHoursInputSchema, ...errors },
      },
    },
    async (request) =>
      updateMechanicHours({
        tx: app.database.db,
        shopId: request.shopId(),
        mechanicId: request.params.id,
        hours: request.body.hours,
        updatedBy: request.viewer.id,
      }),
  );

  app.post(
    '/availability/closures',
    {
      config: { access: admins },
      schema: {
        tags: ['availability'],
        summary: 'Close the shop for whole days (a holiday), first and last day inclusive',
        body: closureInputSchema,
        response: { 201: closureSchema, ...errors },
      },
    },
    async (request, reply) => {
      const closure = await createClosure({
        tx: app.database.db,
        shopId: request.shopId(),
        input: request.body,
      });
      return reply.status(201).send(closure);
    },
  );

  app.delete(
    '/availability/closures/:id',
    {
      config: { access: admins },
      schema: {
        tags: ['availability'],
        summary: 'Remove a closure',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteClosure({
        tx: app.database.db,
        shopId: request.shopId(),
        closureId: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/availability/time-off',
    {
      config: { access: timeOffEditors },
      schema: {
        tags: ['availability'],
        summary:
          "Record a mechanic's time off in the shop's local time, whole days or a partial range (a mechanic: their own)",
        body: timeOffInputSchema,
        response: { 201: timeOffSchema, ...errors },
      },
    },
    async (request, reply) => {
      const entry = await createTimeOff({
        tx: app.database.db,
        shopId: request.shopId(),
        editor: request.viewer,
        input: request.body,
      });
      return reply.status(201).send(entry);
    },
  );

  app.delete(
    '/availability/time-off/:id',
    {
      config: { access: timeOffEditors },
      schema: {
        tags: ['availability'],
        summary: 'Remove time off (a mechanic: their own)',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteTimeOff({
        tx: app.database.db,
        shopId: request.shopId(),
        editor: request.viewer,
        timeOffId: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/booking-settings',
    {
      config: { access: admins },
      schema: {
        tags: ['availability'],
        summary:
          "The shop's booking rules (online booking, buffer, notice, horizon, cut-off, slot step)",
        response: { 200: bookingSettingsSchema, ...errors },
      },
    },
    async (request) => getBookingSettings({ tx: app.database.db, shopId: request.shopId() }),
  );

  app.patch(
    '/booking-settings',
    {
      config: { access: admins },
      schema: {
        tags: ['availability'],
        summary: 'Change booking rules; fields left out keep their value',
        body: bookingSettingsUpdateSchema,
        response: { 200: bookingSettingsSchema, ...errors },
      },
    },
    async (request) =>
      updateBookingSettings({
        tx: app.database.db,
        shopId: request.shopId(),
        input: request.body,
      }),
  );

  app.get(
    '/booking-slots',
    {
      config: { access: readers },
      schema: {
        tags: ['availability'],
        summary:
          'Free start times for the chosen services (duration = their sum) per local date, with how many mechanics are free for each',
        querystring: bookingSlotsQuerySchema,
        response: { 200: bookingSlotsSchema, ...errors },
      },
    },
    async (request) =>
      listBookingSlots({
        tx: app.database.db,
        shopId: request.shopId(),
        audience: 'staff',
        serviceIds: request.query.serviceIds,
        from: request.query.from,
        to: request.query.to,
        mechanicId: request.query.mechanicId,
        excludeAppointmentId: request.query.excludeAppointmentId ?? null,
      }),
  );
};
