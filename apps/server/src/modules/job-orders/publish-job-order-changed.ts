import type { JobOrderAction } from '@pitstop/domain/job-orders';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients } from '../../db/schema/clients.ts';
import { stockMovements } from '../../db/schema/inventory.ts';
import { jobOrders } from '../../db/schema/workshop.ts';
import type { EventBus } from '../../plugins/events.ts';
import { publishInventoryChanged } from '../inventory/public.ts';

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
 * Records the live events of a job order write in its transaction, so they leave on commit only:
 * `job_order.changed` to the shop's staff (a mechanic only for their own jobs, and the one it was
 * taken from on a reassignment) and to the linked car owner; `inventory.changed` when its lines
 * or status moved stock.
 */
export async function publishJobOrderChanged(options: {
  tx: Tx;
  events: EventBus;
  shopId: string;
  jobOrderId: string;
  change: JobOrderChange;
  /** Reassigned: the mechanic it had, who sees it leave. */
  previousMechanicId?: string | null;
  /** A status change: the action taken. */
  action?: JobOrderAction;
}): Promise<void> {
  const { tx, events, shopId, jobOrderId, change } = options;
  const [jobOrder] = await tx
    .select({
      number: jobOrders.number,
      status: jobOrders.status,
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
  await events.publish(
    {
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
    },
    tx,
  );
  if (change === 'lines' || change === 'status' || change === 'estimate') {
    // Lines and moves reserve, release and consume stock: the inventory screens refetch.
    const moved = await tx
      .selectDistinct({ itemId: stockMovements.itemId })
      .from(stockMovements)
      .where(and(eq(stockMovements.jobOrderId, jobOrderId), eq(stockMovements.shopId, shopId)))
      .limit(50);
    await publishInventoryChanged(events, {
      shopId,
      itemIds: moved.map((row) => row.itemId),
      tx,
    });
  }
}
