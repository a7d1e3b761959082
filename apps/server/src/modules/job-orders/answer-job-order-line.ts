import { workLineAmount } from '@pitstop/domain/job-orders';
import { addLocalDays, localToday } from '@pitstop/domain/local-time';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { shops } from '../../db/schema/shops.ts';
import { declinedWork, jobOrderItems } from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';
import { recordHistory } from '../../platform/history.ts';
import type { EventBus } from '../../plugins/events.ts';
import type { LineActor } from './append-job-order-lines.ts';
import { loadJobOrderJobs } from './job-order-jobs.ts';
import { domainLineOf, loadJobOrderLines, refreshJobOrderTotals } from './job-order-lines.ts';
import { lockJobOrder } from './lock-job-order.ts';
import { publishJobOrderChanged } from './publish-job-order-changed.ts';

/**
 * The desk answers one line for the customer (a yes or no given by phone or at the counter),
 * whatever the estimate asked: declined, the line's work stays on the vehicle as declined work
 * with the shop's follow-up; approved again, that declined work goes. The estimate sent stays
 * valid (the lines themselves did not change): the customer's own answer then covers what still
 * waits. A discount is not answered (409); invoiced work is fixed (409, ADR 043).
 */
export async function answerJobOrderLine(options: {
  tx: Tx;
  events: EventBus;
  shopId: string;
  actor: LineActor;
  id: string;
  lineId: string;
  approval: 'approved' | 'declined';
}): Promise<void> {
  const { shopId, actor, id, lineId, approval } = options;
  await options.tx.transaction(async (tx) => {
    const jobOrder = await lockJobOrder({ tx, shopId, viewer: actor, id, changesWork: true });
    const rows = await loadJobOrderLines({ tx, shopId, jobOrderId: id });
    const row = rows.find((candidate) => candidate.id === lineId);
    if (!row) throw AppError.notFound('Job order line not found.');
    const { approval: was, ...line } = domainLineOf(row);
    if (line.kind === 'discount') {
      throw AppError.conflict('A discount is not approved or declined; it applies to the work.');
    }
    if (was === approval) return;

    await tx
      .update(jobOrderItems)
      .set({ approval, updatedAt: sql`now()` })
      .where(and(eq(jobOrderItems.shopId, shopId), eq(jobOrderItems.id, lineId)));
    // What an earlier "no" left on the vehicle goes with a "yes"; a "no" leaves it there.
    await tx
      .delete(declinedWork)
      .where(
        and(
          eq(declinedWork.shopId, shopId),
          eq(declinedWork.jobOrderItemId, lineId),
          sql`${declinedWork.status} = 'open'`,
        ),
      );
    if (approval === 'declined' && jobOrder.vehicleId) {
      const [shop] = await tx
        .select({ timeZone: shops.timezone, followUpDays: shops.declinedFollowUpDays })
        .from(shops)
        .where(eq(shops.id, shopId));
      if (!shop) throw new Error('shop not found');
      const jobs = await loadJobOrderJobs({ tx, shopId, jobOrderId: id });
      await tx.insert(declinedWork).values({
        shopId,
        clientId: jobOrder.clientId,
        vehicleId: jobOrder.vehicleId,
        jobOrderId: id,
        jobOrderItemId: lineId,
        jobName: jobs.find((job) => job.id === row.jobId)?.name ?? null,
        kind: row.kind,
        description: row.description,
        line,
        amount: workLineAmount(line),
        followUpOn: addLocalDays(localToday(shop.timeZone), shop.followUpDays),
      });
    }
    await refreshJobOrderTotals({ tx, shopId, jobOrderId: id, linesChanged: false, actor });
    await recordHistory({
      tx,
      shopId,
      subjectType: 'job_order',
      subjectId: id,
      action: approval === 'approved' ? 'line_approved' : 'line_declined',
      actor,
      details: { description: row.description },
    });
    await publishJobOrderChanged({
      tx,
      events: options.events,
      shopId,
      jobOrderId: id,
      change: 'lines',
    });
  });
}
