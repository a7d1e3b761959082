/**
 * createBooking({ tx, shopId, actor, source, input, now? }) → { id, status, mechanicId, overridden }
 *
 * The one way a booking is made, by staff (POST /appointments) and by car owners (portal):
 * - the client, vehicle and services must be the shop's and in use (404 / 400 otherwise);
 *   the duration is the sum of the services, copied into appointment_services;
 * - `input.mechanicId`: a mechanic's id, 'any' (the free mechanic with the fewest bookings
 *   that day) or null (unassigned; still needs a free mechanic, see booking-slots.ts);
 * - a time that is not free → 409 `availability_conflict` with `conflicts`, unless staff sent
 *   `bookAnyway` (then the booking is `overridden`, and the history says what was overridden);
 *   car owners never override, and the shop's notice and horizon bind only them;
 * - two bookings racing for a mechanic's time: the database's exclusion constraint refuses the
 *   second; with 'any' the next free mechanic is tried, otherwise 409 `slot_taken`
 *   (SLOT_TAKEN_MESSAGE) with the day's fresh `slots`. Declare `bookingProblemSchema` as the
 *   route's 409 so those members reach the caller.
 * - status: staff bookings start `confirmed` (made with the customer, at the desk or on the
 *   phone); online bookings `confirmed` when the shop auto-confirms, else `pending`. Online
 *   booking must be enabled for the shop.
 * Writes in a savepoint of `tx` (or its own transaction when `tx` is the pool), history
 * included; the caller sends events and e-mails after its commit.
 */
import type { AppointmentStatus, appointmentInputSchema } from '@pitstop/domain/bookings';
import { addLocalDays } from '@pitstop/domain/local-time';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { appointmentServices } from '../../db/schema/scheduling.ts';
import { appointments } from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';
import { type PersonActor, recordHistory } from '../../platform/history.ts';
import { idempotencyKeyReused } from '../../platform/idempotency.ts';
import { assertNotDeactivated } from '../employees/public.ts';
import {
  assertClientAndVehicle,
  constraintOf,
  decideTime,
  slotTakenError,
  writeFirstFree,
} from './booking-rules.ts';
import { type BookingService, loadBookingServices } from './booking-services.ts';
import type { BookingAudience } from './list-booking-slots.ts';
import { loadSchedule, localDaysWindow } from './load-schedule.ts';

export type CreatedBooking = {
  id: string;
  status: AppointmentStatus;
  mechanicId: string | null;
  overridden: boolean;
  /** An Idempotency-Key retry: the booking its first request made (nothing new was written). */
  replayed: boolean;
};

/** A POST's Idempotency-Key and the fingerprint of what it asked for (platform/idempotency.ts). */
export type BookingIdempotency = { key: string; fingerprint: string };

/**
 * The booking an earlier request with this Idempotency-Key made, or null. The key belongs to
 * the person who sent it: used by someone else, or for a different request, it is a 422.
 */
export async function findIdempotentBooking(options: {
  tx: Tx;
  shopId: string;
  actorId: string;
  idempotency: BookingIdempotency;
}): Promise<CreatedBooking | null> {
  const [row] = await options.tx
    .select({
      id: appointments.id,
      status: appointments.status,
      mechanicId: appointments.mechanicId,
      overridden: appointments.overridden,
      createdBy: appointments.createdBy,
      fingerprint: appointments.idempotencyFingerprint,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.shopId, options.shopId),
        eq(appointments.idempotencyKey, options.idempotency.key),
      ),
    );
  if (!row) return null;
  if (row.createdBy !== options.actorId || row.fingerprint !== options.idempotency.fingerprint) {
    throw idempotencyKeyReused();
  }
  return {
    id: row.id,
    status: row.status as AppointmentStatus,
    mechanicId: row.mechanicId,
    overridden: row.overridden,
    replayed: true,
  };
}

const IDEMPOTENCY_INDEX = 'appointments_shop_idempotency_key';

const MINUTE = 60_000;

export async function createBooking(options: {
  tx: Tx;
  shopId: string;
  /** A signed-in person (staff or the car owner). */
  actor: PersonActor;
  source: BookingAudience;
  input: z.output<typeof appointmentInputSchema>;
  /** A retry with the same key gets the first booking back instead of a second one. */
  idempotency?: BookingIdempotency;
  now?: Date;
}): Promise<CreatedBooking> {
  const { tx, shopId, input, source, actor, idempotency } = options;
  if (idempotency) {
    const earlier = await findIdempotentBooking({ tx, shopId, actorId: actor.id, idempotency });
    if (earlier) return earlier;
  }
  const now = options.now ?? new Date();
  const startsAt = new Date(input.startsAt);
  const day = startsAt.toISOString().slice(0, 10);
  const [chosen, { schedule, settings }] = await Promise.all([
    loadBookingServices({ tx, shopId, serviceIds: input.serviceIds, field: 'body.serviceIds' }),
    // The start's whole local day (whatever the zone): 'any' counts each mechanic's bookings.
    loadSchedule({ tx, shopId, ...localDaysWindow(addLocalDays(day, -1), addLocalDays(day, 1)) }),
    assertClientAndVehicle({ tx, shopId, clientId: input.clientId, vehicleId: input.vehicleId }),
  ]);
  if (source === 'online' && !settings.onlineBookingEnabled) {
    throw new AppError('online_booking_off', 409, 'This workshop does not take online bookings.');
  }
  if (input.mechanicId && input.mechanicId !== 'any')
    await assertNotDeactivated({ tx, shopId, userId: input.mechanicId });
  const endsAt = new Date(startsAt.getTime() + chosen.durationMinutes * MINUTE);
  const decision = decideTime({
    schedule,
    audience: source,
    mechanicChoice: input.mechanicId,
    startsAt,
    endsAt,
    now,
    noticeMinutes: settings.noticeMinutes,
    horizonDays: settings.horizonDays,
    bookAnyway: input.bookAnyway,
  });
  const status: AppointmentStatus =
    source === 'staff' || settings.onlineBookingAutoConfirm ? 'confirmed' : 'pending';
  const booked =
    'taken' in decision
      ? null
      : await writeFirstFree({
          tx,
          candidates: decision.candidates,
          write: (savepoint, mechanicId) =>
            insertAppointment({
              tx: savepoint,
              shopId,
              actor,
              source,
              status,
              mechanicId,
              startsAt,
              endsAt,
              blockedUntil: new Date(endsAt.getTime() + settings.bufferMinutes * MINUTE),
              services: chosen.services,
              clientId: input.clientId,
              vehicleId: input.vehicleId,
              notes: input.notes ?? null,
              overridden: decision.overridden,
              conflicts: decision.conflicts.map((conflict) => conflict.message),
              idempotency: idempotency ?? null,
            }),
        }).catch(async (error: unknown) => {
          // The same key's other request committed first: answer with its booking.
          if (!idempotency || constraintOf(error) !== IDEMPOTENCY_INDEX) throw error;
          const earlier = await findIdempotentBooking({
            tx,
            shopId,
            actorId: actor.id,
            idempotency,
          });
          if (!earlier) throw error;
          return earlier;
        });
  if (booked) return booked;
  throw await slotTakenError({
    tx,
    shopId,
    audience: source,
    durationMinutes: chosen.durationMinutes,
    startsAt,
    timeZone: settings.timeZone,
    mechanicChoice: input.mechanicId,
    now,
  });
}

async function insertAppointment(options: {
  tx: Tx;
  shopId: string;
  actor: PersonActor;
  source: BookingAudience;
  status: AppointmentStatus;
  mechanicId: string | null;
  startsAt: Date;
  endsAt: Date;
  blockedUntil: Date;
  services: BookingService[];
  clientId: string;
  vehicleId: string | null;
  notes: string | null;
  overridden: boolean;
  conflicts: string[];
  idempotency: BookingIdempotency | null;
}): Promise<CreatedBooking> {
  const { tx, shopId } = options;
  const [row] = await tx
    .insert(appointments)
    .values({
      shopId,
      clientId: options.clientId,
      vehicleId: options.vehicleId,
      serviceId: options.services[0]?.id ?? null,
      mechanicId: options.mechanicId,
      startsAt: options.startsAt,
      endsAt: options.endsAt,
      blockedUntil: options.blockedUntil,
      status: options.status,
      source: options.source,
      notes: options.notes,
      overridden: options.overridden,
      createdBy: options.actor.id,
      idempotencyKey: options.idempotency?.key ?? null,
      idempotencyFingerprint: options.idempotency?.fingerprint ?? null,
    })
    .returning({ id: appointments.id });
  if (!row) throw new Error('appointment insert returned no row');
  await insertServiceLines({ tx, shopId, appointmentId: row.id, services: options.services });
  await recordHistory({
    tx,
    shopId,
    subjectType: 'appointment',
    subjectId: row.id,
    action: 'created',
    actor: options.actor,
    toStatus: options.status,
    details: {
      source: options.source,
      startsAt: options.startsAt.toISOString(),
      endsAt: options.endsAt.toISOString(),
      mechanicId: options.mechanicId,
      services: options.services.map((service) => service.name),
      ...(options.overridden ? { overridden: options.conflicts } : {}),
    },
  });
  return {
    id: row.id,
    status: options.status,
    mechanicId: options.mechanicId,
    overridden: options.overridden,
    replayed: false,
  };
}

/** The appointment's service lines, in the order chosen (position 0 is the first service). */
export async function insertServiceLines(options: {
  tx: Tx;
  shopId: string;
  appointmentId: string;
  services: BookingService[];
}): Promise<void> {
  await options.tx.insert(appointmentServices).values(
    options.services.map((service, position) => ({
      shopId: options.shopId,
      appointmentId: options.appointmentId,
      serviceId: service.id,
      position,
      name: service.name,
      durationMinutes: service.durationMinutes,
      price: service.price,
    })),
  );
}
