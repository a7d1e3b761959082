import type { AppointmentStatus } from '@pitstop/domain/bookings';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { type HistoryActor, recordHistory } from '../history.ts';

/**
 * The booking a job order was checked in from ends with it (bookingStatusAtJobOrderEnd): a
 * completed job completes it, a cancelled one cancels it with the job's reason. Only a booking
 * still in progress moves; its history names the job order. Returns the booking moved, if any.
 */
export async function endBookingWithJobOrder(options: {
  tx: Tx;
  shopId: string;
  jobOrderId: string;
  status: Extract<AppointmentStatus, 'completed' | 'cancelled'>;
  reason: string | null;
  actor: HistoryActor;
}): Promise<string | null> {
  const { tx, shopId, status } = options;
  const [moved] = await rowsOf<{ id: string }>(
    tx,
    sql`update appointments a
      set status = ${status},
        cancel_reason = case when ${status} = 'cancelled' then ${options.reason} else a.cancel_reason end,
        updated_at = now()
      from job_orders j
      where j.shop_id = ${shopId} and j.id = ${options.jobOrderId}
        and a.shop_id = j.shop_id and a.id = j.appointment_id and a.status = 'in_progress'
      returning a.id`,
  );
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
  return moved.id;
}
