/**
 * rescheduleBooking({ tx, shopId, appointmentId, actor, source, input, clientId?, now? })
 *   → { id, changed, mechanicId, overridden }
 *
 * PATCH semantics of `appointmentUpdateSchema` (fields left out keep their value), for staff
 * (drag, resize, reassign, edit) and car owners (source 'online'; pass their `clientId` so
 * another owner's booking is not found; the cut-off is the caller's rule; a moved booking keeps
 * its mechanic when free, else any free mechanic takes it):
 * - only pending and confirmed bookings change (409 otherwise);
 * - the end follows the services' total unless `endsAt` is given (a resize); a moved booking
 *   keeps its length;
 * - a new time or mechanic goes through the same rules as a booking (createBooking): 409
 *   `availability_conflict` unless staff sent `bookAnyway`, 409 `slot_taken` with fresh slots
 *   when a racing booking won; the appointment never blocks itself;
 * - history: 'rescheduled' (time), 'assigned' (mechanic), 'updated' (services, vehicle,
 *   notes), each with details from → to.
 */
import { type appointmentUpdateSchema, reschedulableStatuses } from '@pitstop/domain/bookings';
import { addLocalDays } from '@pitstop/domain/local-time';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { appointmentServices } from '../../db/schema/scheduling.ts';
import { appointments } from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';
import { type PersonActor, recordHistory } from '../../platform/history.ts';
import { assertNotDeactivated, staffNameOf } from '../employees/public.ts';
import {
  assertClientAndVehicle,
  decideTime,
  slotTakenError,
  writeFirstFree,
} from './booking-rules.ts';
import { type BookingService, loadBookingServices } from './booking-services.ts';
import { insertServiceLines } from './create-booking.ts';
import type { BookingAudience } from './list-booking-slots.ts';
import { loadSchedule, localDaysWindow } from './load-schedule.ts';

export type RescheduledAppointment = {
  id: string;
  /** False when the request changed nothing. */
  changed: boolean;
  mechanicId: string | null;
  overridden: boolean;
};

const MINUTE = 60_000;

export async function rescheduleBooking(options: {
  tx: Tx;
  shopId: string;
  appointmentId: string;
  actor: PersonActor;
  source: BookingAudience;
  input: z.output<typeof appointmentUpdateSchema>;
  /** Car owners: only this client's booking is found. */
  clientId?: string;
  now?: Date;
}): Promise<RescheduledAppointment> {
  const { tx, shopId, input, source } = options;
  const now = options.now ?? new Date();
  const [current] = await tx
    .select({
      id: appointments.id,
      clientId: appointments.clientId,
      vehicleId: appointments.vehicleId,
      mechanicId: appointments.mechanicId,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      status: appointments.status,
      notes: appointments.notes,
      overridden: appointments.overridden,
    })
    .from(appointments)
    .where(and(eq(appointments.shopId, shopId), eq(appointments.id, options.appointmentId)));
  if (!current || (options.clientId && current.clientId !== options.clientId)) {
    throw AppError.notFound('Booking not found.');
  }
  if (!(reschedulableStatuses as readonly string[]).includes(current.status)) {
    throw AppError.conflict('Only pending or confirmed bookings can be changed.');
  }
  const currentServices = await tx
    .select({
      id: appointmentServices.serviceId,
      name: appointmentServices.name,
      durationMinutes: appointmentServices.durationMinutes,
      price: appointmentServices.price,
    })
    .from(appointmentServices)
    .where(
      and(
        eq(appointmentServices.shopId, shopId),
        eq(appointmentServices.appointmentId, current.id),
      ),
    )
    .orderBy(asc(appointmentServices.position));

  const servicesChanged =
    input.serviceIds !== undefined &&
    input.serviceIds.join() !== currentServices.map((service) => service.id).join();
  const services: BookingService[] = servicesChanged
    ? (
        await loadBookingServices({
          tx,
          shopId,
          serviceIds: input.serviceIds ?? [],
          field: 'body.serviceIds',
        })
      ).services
    : currentServices;
  const vehicleChanged = input.vehicleId !== undefined && input.vehicleId !== current.vehicleId;
  if (vehicleChanged) {
    await assertClientAndVehicle({
      tx,
      shopId,
      clientId: current.clientId,
      vehicleId: input.vehicleId ?? null,
    });
  }

  const startsAt = input.startsAt ? new Date(input.startsAt) : current.startsAt;
  const length = current.endsAt.getTime() - current.startsAt.getTime();
  const endsAt = input.endsAt
    ? new Date(input.endsAt)
    : servicesChanged
      ? new Date(
          startsAt.getTime() + services.reduce((sum, s) => sum + s.durationMinutes, 0) * MINUTE,
        )
      : new Date(startsAt.getTime() + length);
  if (endsAt.getTime() <= startsAt.getTime()) {
    const message = 'The end must be after the start.';
    throw AppError.badRequest(message, [{ path: 'body.endsAt', message }]);
  }
  const timeChanged =
    startsAt.getTime() !== current.startsAt.getTime() ||
    endsAt.getTime() !== current.endsAt.getTime();
  const mechanicChoice = input.mechanicId === undefined ? current.mechanicId : input.mechanicId;
  const mechanicChanged = mechanicChoice !== current.mechanicId;
  const notesChanged = input.notes !== undefined && (input.notes ?? null) !== current.notes;
  if (!timeChanged && !mechanicChanged && !servicesChanged && !vehicleChanged && !notesChanged) {
    return {
      id: current.id,
      changed: false,
      mechanicId: current.mechanicId,
      overridden: current.overridden,
    };
  }

  // A deactivated mechanic takes no new work (ADR 044): a new time for their booking, or giving
  // it to them, means choosing another (a car owner's new time goes to any free mechanic).
  if (
    (timeChanged || mechanicChanged) &&
    mechanicChoice &&
    mechanicChoice !== 'any' &&
    (input.mechanicId !== undefined || source !== 'online')
  )
    await assertNotDeactivated({ tx, shopId, userId: mechanicChoice });
  const day = startsAt.toISOString().slice(0, 10);
  const { schedule, settings } = await loadSchedule({
    tx,
    shopId,
    ...localDaysWindow(addLocalDays(day, -1), addLocalDays(day, 1)),
  });
  // The schedule holds active mechanics only: a deactivated one keeps their name in the history.
  const previousMechanicId = current.mechanicId;
  const currentMechanicName =
    current.mechanicId && !schedule.mechanics.some((mechanic) => mechanic.id === current.mechanicId)
      ? await staffNameOf({ tx, userId: current.mechanicId })
      : null;
  const decide = (choice: string | null) =>
    decideTime({
      schedule,
      audience: source,
      mechanicChoice: choice,
      startsAt,
      endsAt,
      now,
      noticeMinutes: settings.noticeMinutes,
      horizonDays: settings.horizonDays,
      bookAnyway: input.bookAnyway,
      excludeAppointmentId: current.id,
    });
  // A car owner picks a time, not a mechanic: their booking keeps its mechanic when they are
  // free then, and otherwise goes to any free mechanic (the slots they saw were for anyone).
  const keepOrAny =
    source === 'online' && input.mechanicId === undefined && mechanicChoice !== null;
  let finalChoice = mechanicChoice;
  const decideKeepingOrAny = () => {
    try {
      const kept = decide(mechanicChoice);
      if (!('taken' in kept)) return kept;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'availability_conflict')) throw error;
    }
    finalChoice = 'any';
    return decide('any');
  };
  // Only a new time or mechanic is checked again; services, vehicle or notes alone keep the
  // booking where it is (and an override stays an override).
  const decision =
    timeChanged || mechanicChanged
      ? keepOrAny
        ? decideKeepingOrAny()
        : decide(mechanicChoice)
      : { candidates: [current.mechanicId], overridden: current.overridden, conflicts: [] };
  const updated =
    'taken' in decision
      ? null
      : await writeFirstFree({
          tx,
          candidates: decision.candidates,
          write: async (savepoint, mechanicId) => {
            await savepoint
              .update(appointments)
              .set({
                startsAt,
                endsAt,
                blockedUntil: new Date(endsAt.getTime() + settings.bufferMinutes * MINUTE),
                mechanicId,
                overridden: decision.overridden,
                ...(servicesChanged ? { serviceId: services[0]?.id ?? null } : {}),
                ...(vehicleChanged ? { vehicleId: input.vehicleId ?? null } : {}),
                ...(notesChanged ? { notes: input.notes ?? null } : {}),
              })
              .where(and(eq(appointments.shopId, shopId), eq(appointments.id, current.id)));
            if (servicesChanged) {
              await savepoint
                .delete(appointmentServices)
                .where(
                  and(
                    eq(appointmentServices.shopId, shopId),
                    eq(appointmentServices.appointmentId, current.id),
                  ),
                );
              await insertServiceLines({
                tx: savepoint,
                shopId,
                appointmentId: current.id,
                services,
              });
            }
            const history = (action: string, details: Record<string, unknown>) =>
              recordHistory({
                tx: savepoint,
                shopId,
                subjectType: 'appointment',
                subjectId: current.id,
                action,
                actor: options.actor,
                details: decision.overridden
                  ? { ...details, overridden: decision.conflicts.map((c) => c.message) }
                  : details,
              });
            if (timeChanged) {
              await history('rescheduled', {
                from: {
                  startsAt: current.startsAt.toISOString(),
                  endsAt: current.endsAt.toISOString(),
                },
                to: { startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() },
              });
            }
            if (mechanicId !== current.mechanicId) {
              await history('assigned', {
                from: { mechanicId: current.mechanicId, name: nameOf(current.mechanicId) },
                to: { mechanicId, name: nameOf(mechanicId) },
              });
            }
            if (servicesChanged || vehicleChanged || notesChanged) {
              await history('updated', {
                ...(servicesChanged
                  ? {
                      services: {
                        from: currentServices.map((service) => service.name),
                        to: services.map((service) => service.name),
                      },
                    }
                  : {}),
                ...(vehicleChanged
                  ? { vehicleId: { from: current.vehicleId, to: input.vehicleId ?? null } }
                  : {}),
                ...(notesChanged
                  ? { notes: { from: current.notes, to: input.notes ?? null } }
                  : {}),
              });
            }
            return {
              id: current.id,
              changed: true,
              mechanicId,
              overridden: decision.overridden,
            };
          },
        });
  if (updated) return updated;
  throw await slotTakenError({
    tx,
    shopId,
    audience: source,
    durationMinutes: Math.round((endsAt.getTime() - startsAt.getTime()) / MINUTE),
    startsAt,
    timeZone: settings.timeZone,
    mechanicChoice: finalChoice,
    excludeAppointmentId: current.id,
    now,
  });

  function nameOf(mechanicId: string | null): string {
    if (mechanicId === null) return 'Unassigned';
    return (
      schedule.mechanics.find((mechanic) => mechanic.id === mechanicId)?.name ??
      (mechanicId === previousMechanicId ? currentMechanicName : null) ??
      'Former staff'
    );
  }
}
