import type { BookingSlots } from '@pitstop/domain/booking-slots';
import { reschedulableStatuses } from '@pitstop/domain/bookings';
import type { Tx } from '../../db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { PersonActor } from '../../platform/history.ts';
import {
  type BookingChangeOptions,
  mailBookingChange,
  recordBookingChange,
} from './booking-change.ts';
import type { BookingEffects } from './booking-effects.ts';
import { assertBeforeCutoff } from './cancel-owner-booking.ts';
import { listBookingSlots } from './list-booking-slots.ts';
import { findOwnerBooking } from './owner-bookings.ts';
import { rescheduleBooking } from './reschedule-booking.ts';

/**
 * A car owner moves their own booking to another free slot, until the shop's cut-off (409
 * after it). The booking keeps its mechanic when they are free at the new time; otherwise any
 * free mechanic takes it, as when booking. The live event and reminder are recorded in the
 * transaction; the car owner's mail follows the commit.
 */
export async function rescheduleOwnerBooking(options: {
  tx: Tx;
  actor: PersonActor;
  appointmentId: string;
  startsAt: string;
  now?: Date;
  effects: BookingEffects;
}): Promise<void> {
  const { actor, appointmentId, effects } = options;
  const now = options.now ?? new Date();
  const notice = await options.tx.transaction(async (tx) => {
    const found = await findOwnerBooking({ tx, userId: actor.id, appointmentId, now });
    if (!(reschedulableStatuses as readonly string[]).includes(found.booking.status)) {
      throw AppError.conflict('Only pending or confirmed bookings can be changed.');
    }
    assertBeforeCutoff(found, now);
    const shopId = found.booking.shop.id;
    const move = (mechanicId?: 'any') =>
      rescheduleBooking({
        tx,
        shopId,
        appointmentId,
        actor,
        source: 'online',
        clientId: found.clientId,
        input: {
          startsAt: options.startsAt,
          bookAnyway: false,
          ...(mechanicId ? { mechanicId } : {}),
        },
        now,
      });
    const moved = await move().catch((error: unknown) => {
      // Their mechanic is busy then: whoever is free takes it (the slots offered were "any").
      if (error instanceof AppError && error.code === 'availability_conflict') return move('any');
      throw error;
    });
    if (!moved.changed) return null;
    const notice: BookingChangeOptions = {
      shopId,
      appointmentId,
      change: 'rescheduled',
      actorRole: 'client',
      previousStartsAt: found.startsAt,
      previousMechanicId: found.mechanicId,
    };
    await recordBookingChange({ tx, events: effects.events, change: notice });
    return notice;
  });
  if (notice) await mailBookingChange(effects, notice);
}

/** Free times to move the owner's booking to: its services' length, it does not block itself. */
export async function listOwnerBookingSlots(options: {
  tx: Tx;
  userId: string;
  appointmentId: string;
  from: string;
  to: string;
}): Promise<BookingSlots> {
  const { booking } = await findOwnerBooking({
    tx: options.tx,
    userId: options.userId,
    appointmentId: options.appointmentId,
  });
  return listBookingSlots({
    tx: options.tx,
    shopId: booking.shop.id,
    audience: 'online',
    serviceIds: booking.services.map((service) => service.id),
    from: options.from,
    to: options.to,
    excludeAppointmentId: booking.id,
  });
}
