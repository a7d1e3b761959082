import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { jobOrderEstimates, jobOrders } from '../../db/schema/workshop.ts';
import type { StaffViewer } from '../../platform/client-access.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventBus } from '../../plugins/events.ts';

/**
 * A staff member opened a customer's estimate answer from Notifications: it is read for the whole
 * shop, and every open badge and inbox refetches. A mechanic reaches only their own jobs' answers.
 */
export async function markEstimateAnswerRead(options: {
  tx: Tx;
  events: EventBus;
  shopId: string;
  viewer: StaffViewer;
  estimateId: string;
}) {
  const { tx, shopId, viewer } = options;
  const [found] = await tx
    .select({
      jobOrderId: jobOrders.id,
      number: jobOrders.number,
      mechanicId: jobOrders.mechanicId,
    })
    .from(jobOrderEstimates)
    .innerJoin(
      jobOrders,
      and(
        eq(jobOrders.shopId, jobOrderEstimates.shopId),
        eq(jobOrders.id, jobOrderEstimates.jobOrderId),
      ),
    )
    .where(
      and(
        eq(jobOrderEstimates.shopId, shopId),
        eq(jobOrderEstimates.id, options.estimateId),
        inArray(jobOrderEstimates.answeredVia, ['link', 'portal']),
      ),
    );
  if (!found || (viewer.role === 'mechanic' && found.mechanicId !== viewer.id)) {
    throw AppError.notFound('Estimate answer not found.');
  }
  const read = await tx
    .update(jobOrderEstimates)
    .set({ answerReadAt: new Date() })
    .where(
      and(
        eq(jobOrderEstimates.shopId, shopId),
        eq(jobOrderEstimates.id, options.estimateId),
        isNull(jobOrderEstimates.answerReadAt),
      ),
    )
    .returning({ id: jobOrderEstimates.id });
  if (read.length > 0)
    await options.events.publish(
      {
        type: 'job_order.changed',
        shopId,
        mechanicIds: found.mechanicId ? [found.mechanicId] : [],
        data: { jobOrderId: found.jobOrderId, number: found.number, change: 'estimate_read' },
      },
      tx,
    );
}
