import type { portalBookingInputSchema } from '@pitstop/domain/portal-bookings';
import { and, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { vehicles } from '../../db/schema/clients.ts';
import { appointments } from '../../db/schema/workshop.ts';
import { findVehicleForOwner } from '../../platform/client-access.ts';
import { AppError } from '../../platform/errors.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { linkOrCreateClient } from '../owner/public.ts';
import { assertVinFree, rethrowVinConflict } from '../vehicles/public.ts';
import { mailBookingChange, recordBookingChange } from './booking-change.ts';
import type { BookingEffects } from './booking-effects.ts';
import { type BookingIdempotency, createBooking, findIdempotentBooking } from './create-booking.ts';

export type OnlineBooking = {
  id: string;
  shopId: string;
  clientId: string;
  joined: boolean;
  /** An Idempotency-Key retry: the booking the first request made. */
  replayed: boolean;
};

/**
 * The car owner's vehicle at the booking's shop. One of their vehicles at another workshop is
 * copied to this one (the same car, matched by VIN or plate when it is there already), so an
 * owner can book a new workshop with the car they have on Pitstop.
 */
async function vehicleAtShop(options: {
  tx: Tx;
  userId: string;
  vehicleId: string;
  shopId: string;
  clientId: string;
}): Promise<{ vehicleId: string; clientId: string }> {
  const { tx, shopId, clientId } = options;
  const owned = await findVehicleForOwner({
    tx,
    userId: options.userId,
    vehicleId: options.vehicleId,
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) {
      throw AppError.badRequest('Choose one of your vehicles.', [
        { path: 'body.vehicleId', message: 'Not one of your vehicles' },
      ]);
    }
    throw error;
  });
  // Their vehicle there books for the record it belongs to.
  if (owned.shopId === shopId) return { vehicleId: owned.id, clientId: owned.clientId };
  const [source] = await tx.select().from(vehicles).where(eq(vehicles.id, owned.id));
  if (!source) throw AppError.notFound('Vehicle not found.');
  const sameCar = [
    source.vin ? sql`upper(${vehicles.vin}) = upper(${source.vin})` : undefined,
    source.registrationNumber
      ? sql`upper(${vehicles.registrationNumber}) = upper(${source.registrationNumber})`
      : undefined,
  ].filter((condition) => condition !== undefined);
  if (sameCar.length > 0) {
    const [there] = await tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.shopId, shopId), eq(vehicles.clientId, clientId), or(...sameCar)))
      .limit(1);
    if (there) return { vehicleId: there.id, clientId };
  }
  // Copied as it is (a year the other workshop left empty stays empty); the VIN rule of the
  // shop applies as for any new vehicle.
  await assertVinFree({ tx, shopId, vin: source.vin });
  const [copy] = await tx
    .insert(vehicles)
    .values({
      shopId,
      clientId,
      make: source.make,
      model: source.model,
      year: source.year,
      vin: source.vin,
      registrationNumber: source.registrationNumber,
      color: source.color,
      mileage: source.mileage,
    })
    .returning({ id: vehicles.id })
    .catch(rethrowVinConflict);
  if (!copy) throw new Error('insert returned no row');
  return { vehicleId: copy.id, clientId };
}

/**
 * A car owner books online: they become the shop's client if they are not yet, their vehicle
 * is theirs at that shop, and the booking core decides the slot (any free mechanic; the shop's
 * notice and horizon; pending or confirmed by the shop's setting; 409 slot_taken with fresh
 * slots when someone was faster). All of it in one transaction: a refused booking leaves no
 * new client record or vehicle behind. The live events (a new client for the shop, the booking)
 * are recorded in it; the car owner's mail follows the commit.
 */
export async function bookOnline(options: {
  tx: Tx;
  viewer: Viewer;
  input: z.output<typeof portalBookingInputSchema>;
  idempotency?: BookingIdempotency;
  now?: Date;
  effects: BookingEffects;
}): Promise<OnlineBooking> {
  const { viewer, input, idempotency, effects } = options;
  const booking = await options.tx.transaction(async (tx): Promise<OnlineBooking> => {
    // A retry finds its booking before linking or copying anything again.
    const earlier = idempotency
      ? await findIdempotentBooking({ tx, shopId: input.shopId, actorId: viewer.id, idempotency })
      : null;
    if (earlier) {
      const [booking] = await tx
        .select({ clientId: appointments.clientId })
        .from(appointments)
        .where(and(eq(appointments.shopId, input.shopId), eq(appointments.id, earlier.id)));
      return {
        id: earlier.id,
        shopId: input.shopId,
        clientId: booking?.clientId ?? '',
        joined: false,
        replayed: true,
      };
    }
    const linked = await linkOrCreateClient({ tx, viewer, shopId: input.shopId });
    if (!linked) throw AppError.notFound('Workshop not found.');
    const { vehicleId, clientId } = await vehicleAtShop({
      tx,
      userId: viewer.id,
      vehicleId: input.vehicleId,
      shopId: linked.shop.id,
      clientId: linked.clientId,
    });
    const booked = await createBooking({
      tx,
      shopId: linked.shop.id,
      actor: viewer,
      source: 'online',
      input: {
        clientId,
        vehicleId,
        serviceIds: input.serviceIds,
        mechanicId: 'any',
        startsAt: input.startsAt,
        notes: input.notes ?? null,
        bookAnyway: false,
      },
      ...(idempotency ? { idempotency } : {}),
      ...(options.now ? { now: options.now } : {}),
    });
    const joined = linked.joined && !booked.replayed;
    if (joined) {
      await effects.events.publish(
        {
          type: 'client.updated',
          shopId: linked.shop.id,
          userIds: [viewer.id],
          data: { clientId },
        },
        tx,
      );
    }
    if (!booked.replayed) {
      await recordBookingChange({
        tx,
        events: effects.events,
        change: {
          shopId: linked.shop.id,
          appointmentId: booked.id,
          change: 'created',
          actorRole: 'client',
        },
      });
    }
    return { id: booked.id, shopId: linked.shop.id, clientId, joined, replayed: booked.replayed };
  });
  if (!booking.replayed) {
    await mailBookingChange(effects, {
      shopId: booking.shopId,
      appointmentId: booking.id,
      change: 'created',
      actorRole: 'client',
    });
  }
  return booking;
}
