import type { appointmentUpdateSchema } from '@pitstop/domain/bookings';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { appointments } from '../../db/schema/workshop.ts';
import { appointmentNotFound } from '../../platform/appointment-summary.ts';
import type { BookingChange } from '../../platform/bookings/after-booking-change.ts';
import { rescheduleAppointment } from '../../platform/bookings/reschedule-appointment.ts';
import type { PersonActor } from '../../platform/history.ts';

export type AppointmentUpdate = {
  /** What the car owner and the live views are told; null when nothing changed. */
  change: BookingChange | null;
  previousStartsAt: Date;
  previousMechanicId: string | null;
};

/**
 * Staff change a booking (drag, resize, reassign, services, vehicle, notes) through the booking
 * core's rules (platform/bookings/reschedule-appointment.ts), in one transaction. A new start is
 * a reschedule (the client is mailed), a new mechanic an assignment, anything else a detail.
 */
export async function updateAppointment(options: {
  tx: Tx;
  shopId: string;
  actor: PersonActor;
  id: string;
  input: z.output<typeof appointmentUpdateSchema>;
}): Promise<AppointmentUpdate> {
  const { shopId, id } = options;
  return options.tx.transaction(async (tx) => {
    const [before] = await tx
      .select({ startsAt: appointments.startsAt, mechanicId: appointments.mechanicId })
      .from(appointments)
      .where(and(eq(appointments.shopId, shopId), eq(appointments.id, id)))
      .for('update');
    if (!before) throw appointmentNotFound();
    const result = await rescheduleAppointment({
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
    return { change, previousStartsAt: before.startsAt, previousMechanicId: before.mechanicId };
  });
}
