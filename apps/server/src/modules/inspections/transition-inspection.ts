import {
  type InspectionAction,
  inspectionMachine,
  REOPEN_WHILE_IN_PROGRESS,
} from '@pitstop/domain/inspections';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { inspections } from '../../db/schema/inspections.ts';
import { AppError } from '../../platform/errors.ts';
import { type PersonActor, recordHistory } from '../../platform/history.ts';
import type { EventBus } from '../../plugins/events.ts';
import { publishJobOrderChanged } from '../job-orders/public.ts';
import type { InspectionViewer } from './get-inspection.ts';
import { findInspectionForStaff } from './inspection-access.ts';
import { inspectionInProgress } from './inspection-queries.ts';

const historyActions: Record<InspectionAction, string> = {
  complete: 'inspection_completed',
  reopen: 'inspection_reopened',
};

/**
 * "Finish inspection" (whoever inspects) or "Reopen" (the desk), along inspectionMachine, with
 * the job order's history entry; reopening waits until no other inspection of the job order is
 * in progress (409). A reopened inspection's shared link shows nothing until it is
 * finished again. Returns the job order, whose page changes with it.
 */
export async function transitionInspection(options: {
  tx: Tx;
  events: EventBus;
  shopId: string;
  actor: PersonActor & InspectionViewer;
  inspectionId: string;
  action: InspectionAction;
}): Promise<{ jobOrderId: string }> {
  const { shopId, actor, inspectionId, action } = options;
  const transition = inspectionMachine.transitions[action];
  if (!transition.roles.includes(actor.role)) throw AppError.forbidden();
  return options.tx.transaction(async (tx) => {
    const inspection = await findInspectionForStaff({
      tx,
      shopId,
      viewer: actor,
      inspectionId,
      forUpdate: true,
    });
    const refusal = inspectionMachine.refusal(inspection.status, action);
    if (refusal) throw AppError.conflict(refusal);
    if (action === 'reopen') {
      const inProgress = await inspectionInProgress({
        tx,
        shopId,
        jobOrderId: inspection.jobOrderId,
      });
      if (inProgress) throw AppError.conflict(REOPEN_WHILE_IN_PROGRESS);
    }
    const completing = action === 'complete';
    const [row] = await tx
      .update(inspections)
      .set({
        status: transition.to,
        completedAt: completing ? sql`now()` : null,
        completedBy: completing ? actor.id : null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(inspections.shopId, shopId), eq(inspections.id, inspectionId)))
      .returning({ name: inspections.name });
    await recordHistory({
      tx,
      shopId,
      subjectType: 'job_order',
      subjectId: inspection.jobOrderId,
      action: historyActions[action],
      actor,
      details: { inspectionId, name: row?.name ?? null },
    });
    await publishJobOrderChanged({
      tx,
      events: options.events,
      shopId,
      jobOrderId: inspection.jobOrderId,
      change: 'inspection',
    });
    return { jobOrderId: inspection.jobOrderId };
  });
}
