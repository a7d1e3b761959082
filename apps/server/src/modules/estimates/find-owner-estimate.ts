import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients } from '../../db/schema/clients.ts';
import { jobOrders } from '../../db/schema/workshop.ts';
import { ownerClientCondition } from '../../platform/client-access.ts';
import { estimateNotFound, newestEstimateId } from './load-estimate.ts';

/**
 * The newest estimate of one of the car owner's own job orders (any shop where they are a
 * linked client). Another person's job order, or one without an estimate, is not found.
 */
export async function findOwnerEstimate(options: {
  tx: Tx;
  userId: string;
  jobOrderId: string;
}): Promise<{ shopId: string; estimateId: string }> {
  const { tx } = options;
  const [job] = await tx
    .select({ shopId: jobOrders.shopId })
    .from(jobOrders)
    .innerJoin(
      clients,
      and(eq(clients.shopId, jobOrders.shopId), eq(clients.id, jobOrders.clientId)),
    )
    .where(and(ownerClientCondition(options.userId), eq(jobOrders.id, options.jobOrderId)));
  if (!job) throw estimateNotFound();
  const estimateId = await newestEstimateId({
    tx,
    shopId: job.shopId,
    jobOrderId: options.jobOrderId,
  });
  if (!estimateId) throw estimateNotFound();
  return { shopId: job.shopId, estimateId };
}
