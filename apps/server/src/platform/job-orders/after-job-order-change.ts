import type { JobOrderAction } from '@pitstop/domain/job-orders';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { clients } from '../../db/schema/clients.ts';
import { jobOrders } from '../../db/schema/workshop.ts';
import type { EventBus } from '../../plugins/events.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { afterBookingChange } from '../bookings/after-booking-change.ts';
import { publishInventoryChanged } from '../inventory/stock-ledger.ts';
import { sendJobOrderStatusMail } from './job-order-mail.ts';

/** What the effects of a job order change need; the Fastify app has all of it. */
export type JobOrderEffects = {
  database: Database;
  events: EventBus;
  mailer: Mailer;
  config: { appUrl: string };
  log: FastifyBaseLogger;
};

/** The effects' dependencies from the app and the request's logger. */
export function jobOrderEffects(
  app: Omit<JobOrderEffects, 'log'>,
  log: FastifyBaseLogger,
): JobOrderEffects {
  return {
    database: app.database,
    events: app.events,
    mailer: app.mailer,
    config: app.config,
    log,
  };
}

export type JobOrderChange =
  | 'opened'
  | 'updated'
  /** Lines added, changed, removed or marked done. */
  | 'lines'
  /** Any move along the status machine. */
  | 'status'
  /** An estimate sent or answered. */
  | 'estimate'
  | 'clock'
  /** An inspection started, finished, reopened or sent. */
  | 'inspection'
  /** The customer rated the visit (the mechanic's stat strip). */
  | 'rating';

/**
 * Everything that follows a job order write, called once its transaction has committed: the
 * live `job_order.changed` event to the shop's staff (a mechanic only for their own jobs, and
 * the one it was taken from on a reassignment) and to the linked car owner; `inventory.changed`
 * when its lines or status moved stock; and the car owner's
 * mail when the job is marked ready for pickup or completed (with the "How was your visit?"
 * link); and the booking's own effects when the move ended it. The job order is saved whatever happens here, so a failure is logged, never thrown at
 * the caller (a refused mail is retried from the job queue).
 */
export async function afterJobOrderChange(
  deps: JobOrderEffects,
  options: {
    shopId: string;
    jobOrderId: string;
    change: JobOrderChange;
    /** Reassigned: the mechanic it had, who sees it leave. */
    previousMechanicId?: string | null;
    /** A status change: the action taken (mails follow some, e.g. ready for pickup). */
    action?: JobOrderAction;
    /** The booking the move ended with it: the calendar and the car owner hear of it too. */
    endedAppointmentId?: string | null;
  },
): Promise<void> {
  const { shopId, jobOrderId, change } = options;
  try {
    const [jobOrder] = await deps.database.db
      .select({
        id: jobOrders.id,
        number: jobOrders.number,
        status: jobOrders.status,
        clientId: jobOrders.clientId,
        vehicleId: jobOrders.vehicleId,
        mechanicId: jobOrders.mechanicId,
        ownerUserId: clients.userId,
      })
      .from(jobOrders)
      .innerJoin(
        clients,
        and(eq(clients.shopId, jobOrders.shopId), eq(clients.id, jobOrders.clientId)),
      )
      .where(and(eq(jobOrders.shopId, shopId), eq(jobOrders.id, jobOrderId)));
    if (!jobOrder) return;
    const mechanicIds = [jobOrder.mechanicId, options.previousMechanicId].filter(
      (id): id is string => typeof id === 'string',
    );
    await deps.events.publish({
      type: 'job_order.changed',
      shopId,
      mechanicIds: [...new Set(mechanicIds)],
      ...(jobOrder.ownerUserId ? { userIds: [jobOrder.ownerUserId] } : {}),
      data: {
        jobOrderId,
        number: jobOrder.number,
        change,
        ...(options.action ? { action: options.action } : {}),
        status: jobOrder.status,
        vehicleId: jobOrder.vehicleId,
      },
    });
    if (change === 'lines' || change === 'status' || change === 'estimate') {
      // Lines and moves reserve, release and consume stock: the inventory screens refetch.
      const moved = await rowsOf<{ item_id: string }>(
        deps.database.db,
        sql`select distinct item_id from stock_movements
          where job_order_id = ${jobOrderId} and shop_id = ${shopId} limit 50`,
      );
      await publishInventoryChanged(deps.events, {
        shopId,
        itemIds: moved.map((row) => row.item_id),
      });
    }
    if (options.action === 'mark_ready' || options.action === 'complete')
      await sendJobOrderStatusMail(deps, { shopId, jobOrderId, status: jobOrder.status });
    if (options.endedAppointmentId) {
      await afterBookingChange(deps, {
        shopId,
        appointmentId: options.endedAppointmentId,
        change: 'status',
        actorRole: 'system',
      });
    }
  } catch (error) {
    deps.log.error(
      { err: error, shopId, jobOrderId, change },
      'a job order was saved but its notifications failed',
    );
  }
}
