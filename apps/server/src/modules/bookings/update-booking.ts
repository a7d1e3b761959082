import type { appointmentUpdateSchema } from '@pitstop/domain/bookings';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { appointments } from '../../db/schema/workshop.ts';
import type { PersonActor } from '../../platform/history.ts';
import {
  type BookingChange,
  type BookingChangeOptions,
  mailBookingChange,
  recordBookingChange,
} from './booking-change.ts';
import type { BookingEffects } from './booking-effects.ts';
import { bookingNotFound } from './booking-summary.ts';
import { rescheduleBooking } from './reschedule-booking.ts';

/**
 * Staff change a booking (drag, resize, reassign, services, vehicle, notes) through the booking
 * core's rules (reschedule-booking.ts), in one transaction. A new start is
 * a reschedule (the client is mailed), a new mechanic an assignment, anything else a detail;
 * the change's event and reminder are recorded in the same transaction, the mail after it.
 */
export async function updateBooking(options: {
  tx: Tx;
  shopId: string;
  actor: PersonActor & { role: string };
  id: string;
  input: z.output<typeof appointmentUpdateSchema>;
  effects: BookingEffects;
}): Promise<void> {
  const { shopId, id, effects } = options;
  const notice = await options.tx.transaction(async (tx) => {
    const [before] = await tx
      .select({ startsAt: appointments.startsAt, mechanicId: appointments.mechanicId })
      .from(appointments)
      .where(and(eq(appointments.shopId, shopId), eq(appointments.id, id)))
      .for('update');
    if (!before) throw bookingNotFound();
    const result = await rescheduleBooking({
      tx,
      shopId,
      appointmentId: id,
      actor: options.actor,
      source: 'staff',
      input: options.input,
    });
    const moved =
      options.input.startsAt !== undefined &&
      new Date(options.input.startsAt).getTime() !== before.startsAt.getTime();
    const change: BookingChange | null = !result.changed
      ? null
      : moved
        ? 'rescheduled'
        : result.mechanicId !== before.mechanicId
          ? 'assigned'
          : 'status';
    const notice: BookingChangeOptions | null = change && {
      shopId,
      appointmentId: id,
      change,
      actorRole: options.actor.role,
      previousStartsAt: before.startsAt,
      previousMechanicId: before.mechanicId,
    };
    if (notice) await recordBookingChange({ tx, events: effects.events, change: notice });
    return notice;
  });
  if (notice) await mailBookingChange(effects, notice);
}
