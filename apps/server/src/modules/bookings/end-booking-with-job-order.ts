import type { AppointmentStatus } from '@pitstop/domain/bookings';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { appointments, jobOrders } from '../../db/schema/workshop.ts';
import { type HistoryActor, recordHistory } from '../../platform/history.ts';
import type { EventBus } from '../../plugins/events.ts';
import { recordBookingChange } from './booking-change.ts';

/**
 * The booking a job order was checked in from ends with it (bookingStatusAtJobOrderEnd): a
 * completed job completes it, a cancelled one cancels it with the job's reason. Only a booking
 * still in progress moves; its history names the job order, and its live event leaves with the
 * job order's on commit (a status step: the car owner gets no mail). Returns the booking moved,
 * if any.
 */
export async function endBookingWithJobOrder(options: {
  tx: Tx;
  events: EventBus;
  shopId: string;
  jobOrderId: string;
  status: Extract<AppointmentStatus, 'completed' | 'cancelled'>;
  reason: string | null;
  actor: HistoryActor;
}): Promise<string | null> {
  const { tx, shopId, status } = options;
  const [moved] = await tx
    .update(appointments)
    .set({
      status,
      ...(status === 'cancelled' ? { cancelReason: options.reason } : {}),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(appointments.shopId, shopId),
        eq(appointments.status, 'in_progress'),
        inArray(
          appointments.id,
          tx
            .select({ id: jobOrders.appointmentId })
            .from(jobOrders)
            .where(and(eq(jobOrders.shopId, shopId), eq(jobOrders.id, options.jobOrderId))),
        ),
      ),
    )
    .returning({ id: appointments.id });
  if (!moved) return null;
  await recordHistory({
    tx,
    shopId,
    subjectType: 'appointment',
    subjectId: moved.id,
    action: status === 'completed' ? 'complete' : 'cancel',
    actor: options.actor,
    fromStatus: 'in_progress',
    toStatus: status,
    reason: options.reason,
    details: { jobOrderId: options.jobOrderId },
  });
  await recordBookingChange({
    tx,
    events: options.events,
    change: { shopId, appointmentId: moved.id, change: 'status', actorRole: 'system' },
  });
  return moved.id;
}
