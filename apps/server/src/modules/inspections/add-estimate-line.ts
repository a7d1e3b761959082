import { type InspectionCondition, needsAttention } from '@pitstop/domain/inspections';
import type { JobOrderLineParsed } from '@pitstop/domain/job-orders';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { inspectionItems } from '../../db/schema/inspections.ts';
import { AppError } from '../../platform/errors.ts';
import { recordHistory } from '../../platform/history.ts';
import type { EventBus } from '../../plugins/events.ts';
import {
  appendJobOrderLines,
  assertMayEditPrices,
  findJobOfJobOrder,
  insertJob,
  type LineActor,
  lockJobOrder,
  publishJobOrderChanged,
} from '../job-orders/public.ts';
import { findInspectionForStaff } from './inspection-access.ts';

/**
 * "Add to estimate" on a red or yellow item: the line, pending the customer's answer, into the job
 * it answers or a new job named after the item, added through the job order's own path (locked job order, priced from
 * inventory, totals and revision rewritten), so sending the estimate and its approval carry it
 * like any other job. An item gets one line while that line exists; removing the line clears the
 * link (ON DELETE SET NULL).
 */
export async function addInspectionEstimateLine(options: {
  tx: Tx;
  events: EventBus;
  shopId: string;
  actor: LineActor;
  inspectionId: string;
  itemId: string;
  /** The job the line joins; left out, a new job named after the item. */
  jobId?: string;
  line: JobOrderLineParsed;
}): Promise<{ lineId: string; jobOrderId: string; vehicleId: string }> {
  const { shopId, actor, inspectionId, itemId, line } = options;
  return options.tx.transaction(async (tx) => {
    const inspection = await findInspectionForStaff({ tx, shopId, viewer: actor, inspectionId });
    const jobOrder = await lockJobOrder({
      tx,
      shopId,
      viewer: actor,
      id: inspection.jobOrderId,
      changesWork: true,
    });
    await assertMayEditPrices({ tx, shopId, viewer: actor });
    const [item] = await tx
      .select({
        condition: inspectionItems.condition,
        lineId: inspectionItems.jobOrderItemId,
        label: inspectionItems.label,
      })
      .from(inspectionItems)
      .where(
        and(
          eq(inspectionItems.shopId, shopId),
          eq(inspectionItems.inspectionId, inspectionId),
          eq(inspectionItems.id, itemId),
        ),
      )
      .for('update');
    if (!item) throw AppError.notFound('Inspection item not found.');
    if (!needsAttention(item.condition as InspectionCondition | null))
      throw AppError.conflict('Only items that need attention soon or now go on the estimate.');
    if (item.lineId) throw AppError.conflict('This item is already on the estimate');
    // The finding answers a concern already on the job order, or is one of its own that the
    // customer approves or declines as one job.
    const jobId = options.jobId
      ? (await findJobOfJobOrder({ tx, shopId, jobOrderId: jobOrder.id, jobId: options.jobId })).id
      : await insertJob({ tx, shopId, jobOrderId: jobOrder.id, job: { name: item.label } });
    const [lineId] = await appendJobOrderLines({
      tx,
      shopId,
      jobOrder,
      jobId,
      lines: [line],
      actor,
      fieldOf: (_index, field) => `body.${field}`,
    });
    if (!lineId) throw new Error('estimate line not inserted');
    await tx
      .update(inspectionItems)
      .set({ jobOrderItemId: lineId })
      .where(and(eq(inspectionItems.shopId, shopId), eq(inspectionItems.id, itemId)));
    await recordHistory({
      tx,
      shopId,
      subjectType: 'job_order',
      subjectId: jobOrder.id,
      action: 'line_added',
      actor,
      details: { description: line.description, kind: line.kind, inspectionId, itemId },
    });
    await publishJobOrderChanged({
      tx,
      events: options.events,
      shopId,
      jobOrderId: jobOrder.id,
      change: 'lines',
    });
    return { lineId, jobOrderId: jobOrder.id, vehicleId: inspection.vehicleId };
  });
}
