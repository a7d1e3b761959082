import type { BookingSlots } from '@pitstop/domain/booking-slots';
import { reschedulableStatuses } from '@pitstop/domain/bookings';
import type { Tx } from '../../db/database.ts';
import { listBookingSlots } from '../../platform/bookings/list-booking-slots.ts';
import { rescheduleAppointment } from '../../platform/bookings/reschedule-appointment.ts';
import type { PersonActor } from '../../platform/history.ts';
import { AppError } from '../../plugins/errors.ts';
import { assertBeforeCutoff } from './cancel-owner-booking.ts';
import { findOwnerBooking } from './owner-bookings.ts';

/**
 * A car owner moves their own booking to another free slot, until the shop's cut-off (409
 * after it). The booking keeps its mechanic when they are free at the new time; otherwise any
 * free mechanic takes it, as when booking. Returns what the notifications need.
 */
export async function rescheduleOwnerBooking(options: {
  tx: Tx;
  actor: PersonActor;
  appointmentId: string;
  startsAt: string;
  now?: Date;
}): Promise<{
  shopId: string;
  changed: boolean;
  previousStartsAt: Date;
  previousMechanicId: string | null;
}> {
  const { actor, appointmentId } = options;
  const now = options.now ?? new Date();
  return options.tx.transaction(async (tx) => {
    const found = await findOwnerBooking({ tx, userId: actor.id, appointmentId, now });
    if (!(reschedulableStatuses as readonly string[]).includes(found.booking.status)) {
      throw AppError.conflict('Only pending or confirmed bookings can be changed.');
    }
    assertBeforeCutoff(found, now);
    const shopId = found.booking.shop.id;
    const move = (mechanicId?: 'any') =>
      rescheduleAppointment({
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
    return {
      shopId,
      changed: moved.changed,
      previousStartsAt: found.startsAt,
      previousMechanicId: found.mechanicId,
    };
  });
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
