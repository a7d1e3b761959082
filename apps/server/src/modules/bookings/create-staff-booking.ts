import type { appointmentInputSchema } from '@pitstop/domain/bookings';
import type { Role } from '@pitstop/domain/roles';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import type { PersonActor } from '../../platform/history.ts';
import { mailBookingChange, recordBookingChange } from './booking-change.ts';
import type { BookingEffects } from './booking-effects.ts';
import { type BookingIdempotency, type CreatedBooking, createBooking } from './create-booking.ts';

/**
 * The desk books for a client (POST /appointments): the booking, its live event and reminder in
 * one transaction; the client's confirmation mail after the commit. An Idempotency-Key retry
 * returns the first booking and records nothing again.
 */
export async function createStaffBooking(options: {
  tx: Tx;
  shopId: string;
  actor: PersonActor & { role: Role };
  input: z.output<typeof appointmentInputSchema>;
  idempotency?: BookingIdempotency;
  effects: BookingEffects;
}): Promise<CreatedBooking> {
  const { shopId, actor, effects } = options;
  const change = { shopId, change: 'created', actorRole: actor.role } as const;
  const booked = await options.tx.transaction(async (tx) => {
    const created = await createBooking({
      tx,
      shopId,
      actor,
      source: 'staff',
      input: options.input,
      ...(options.idempotency ? { idempotency: options.idempotency } : {}),
    });
    if (!created.replayed) {
      await recordBookingChange({
        tx,
        events: effects.events,
        change: { ...change, appointmentId: created.id },
      });
    }
    return created;
  });
  if (!booked.replayed) await mailBookingChange(effects, { ...change, appointmentId: booked.id });
  return booked;
}
