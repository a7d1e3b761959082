import { type AppointmentStatus, appointmentMachine } from '@pitstop/domain/bookings';
import { cutoffMessage } from '@pitstop/domain/portal-bookings';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { appointments } from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';
import { type PersonActor, recordHistory } from '../../platform/history.ts';
import { mailBookingChange, recordBookingChange } from './booking-change.ts';
import type { BookingEffects } from './booking-effects.ts';
import { changeableUntil, findOwnerBooking } from './owner-bookings.ts';

/** 409 once the shop's cut-off before the start has passed. */
export function assertBeforeCutoff(
  found: { startsAt: Date; cutoffHours: number; booking: { shop: { name: string } } },
  now: Date,
) {
  if (now >= changeableUntil(found.startsAt, found.cutoffHours)) {
    throw new AppError(
      'past_cutoff',
      409,
      cutoffMessage({ cutoffHours: found.cutoffHours, shopName: found.booking.shop.name }),
    );
  }
}

/**
 * A car owner cancels their own booking, until the shop's cut-off (409 after it). The status
 * machine decides what can be cancelled; the UPDATE only matches the status it was read in, so
 * a booking the shop moved on meanwhile is refused, not overwritten. The live event is recorded
 * in the transaction; the car owner's mail follows the commit.
 */
export async function cancelOwnerBooking(options: {
  tx: Tx;
  actor: PersonActor;
  appointmentId: string;
  reason?: string | null;
  now?: Date;
  effects: BookingEffects;
}): Promise<void> {
  const { actor, appointmentId, effects } = options;
  const now = options.now ?? new Date();
  const reason = options.reason?.trim() || null;
  const shopId = await options.tx.transaction(async (tx) => {
    const found = await findOwnerBooking({ tx, userId: actor.id, appointmentId, now });
    const fromStatus = found.booking.status as AppointmentStatus;
    const refusal = appointmentMachine.refusal(fromStatus, 'cancel');
    if (refusal) throw AppError.conflict(refusal);
    assertBeforeCutoff(found, now);
    const shopId = found.booking.shop.id;
    const [cancelled] = await tx
      .update(appointments)
      .set({ status: 'cancelled', cancelReason: reason, updatedAt: sql`now()` })
      .where(
        and(
          eq(appointments.shopId, shopId),
          eq(appointments.id, appointmentId),
          eq(appointments.status, fromStatus),
        ),
      )
      .returning({ id: appointments.id });
    if (!cancelled) {
      throw AppError.conflict(
        'This booking was just changed by the workshop; reload it and try again.',
      );
    }
    await recordHistory({
      tx,
      shopId,
      subjectType: 'appointment',
      subjectId: appointmentId,
      action: 'cancel',
      actor,
      fromStatus,
      toStatus: 'cancelled',
      reason,
    });
    await recordBookingChange({
      tx,
      events: effects.events,
      change: { shopId, appointmentId, change: 'cancelled', actorRole: 'client' },
    });
    return shopId;
  });
  await mailBookingChange(effects, {
    shopId,
    appointmentId,
    change: 'cancelled',
    actorRole: 'client',
  });
}
