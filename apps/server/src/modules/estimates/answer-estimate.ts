import type { EstimateAnswerInput } from '@pitstop/domain/job-order-views';
import { formatJobOrderNumber, workLineAmount } from '@pitstop/domain/job-orders';
import { addLocalDays, localToday } from '@pitstop/domain/local-time';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { declinedWork, jobOrderEstimates, jobOrderItems } from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';
import { recordHistory } from '../../platform/history.ts';
import type { EventBus } from '../../plugins/events.ts';
import {
  domainLineOf,
  loadJobOrderLines,
  publishJobOrderChanged,
  refreshJobOrderTotals,
  transitionJobOrder,
} from '../job-orders/public.ts';
import {
  type EstimateViewWithoutInspection,
  estimateViewOf,
  loadEstimate,
} from './load-estimate.ts';

type Decision = EstimateAnswerInput['decisions'][number];

/**
 * The customer's answer to an estimate, from its link or the car-owner area: every pending work
 * line approved or declined, confirmed by a typed name. Declined lines stay on the vehicle as
 * declined work with a follow-up date; the estimate keeps the approved total; with approved work
 * the job order moves to approved (by the customer's name), otherwise it stays and the history
 * says the estimate was declined. An estimate already answered or outdated is refused (409).
 */
export async function answerEstimate(options: {
  tx: Tx;
  events: EventBus;
  shopId: string;
  estimateId: string;
  input: { decisions: Decision[]; signedName: string };
  via: 'link' | 'portal';
  /** Who the history names: the typed name (link) or the car owner's account name (portal). */
  actorName: string;
}): Promise<EstimateViewWithoutInspection> {
  const { shopId, estimateId, input } = options;
  return options.tx.transaction(async (tx) => {
    // One answer per estimate: a second one waits here and then finds it answered.
    await tx
      .select({ id: jobOrderEstimates.id })
      .from(jobOrderEstimates)
      .where(and(eq(jobOrderEstimates.shopId, shopId), eq(jobOrderEstimates.id, estimateId)))
      .for('update');
    const estimate = await loadEstimate({ tx, shopId, estimateId });
    if (estimate.state === 'answered')
      throw AppError.conflict('This estimate has already been answered.');
    if (estimate.state === 'outdated') {
      throw AppError.conflict(
        `This estimate has changed since it was sent. Please use the newest link from ${estimate.shopName}.`,
      );
    }

    const jobOrderId = estimate.jobOrderId;
    const rows = await loadJobOrderLines({ tx, shopId, jobOrderId });
    const asked = rows.filter((row) => row.kind !== 'discount' && row.approval === 'pending');
    const answers = new Map<string, Decision['approval']>();
    const strangers: string[] = [];
    for (const decision of input.decisions) {
      if (asked.some((row) => row.id === decision.lineId))
        answers.set(decision.lineId, decision.approval);
      else strangers.push(decision.lineId);
    }
    if (strangers.length > 0) {
      throw AppError.badRequest(
        'Some answers are for lines that are not waiting for your answer on this estimate.',
        input.decisions.flatMap((decision, index) =>
          strangers.includes(decision.lineId)
            ? [{ path: `body.decisions.${index}.lineId`, message: 'Not a line of this estimate' }]
            : [],
        ),
      );
    }
    const missing = asked.filter((row) => !answers.has(row.id));
    if (missing.length > 0) {
      throw AppError.badRequest(
        `Approve or decline each line: ${missing.map((row) => row.description).join(', ')}.`,
        missing.map((row) => ({
          path: 'body.decisions',
          message: `Approve or decline "${row.description}"`,
        })),
      );
    }

    const followUpOn = addLocalDays(localToday(estimate.timeZone), estimate.followUpDays);
    for (const row of asked) {
      const approval = answers.get(row.id) ?? 'pending';
      await tx
        .update(jobOrderItems)
        .set({ approval, updatedAt: sql`now()` })
        .where(and(eq(jobOrderItems.shopId, shopId), eq(jobOrderItems.id, row.id)));
      const { approval: _, ...line } = domainLineOf(row);
      if (approval !== 'declined' || !estimate.vehicleId || line.kind === 'discount') continue;
      await tx.insert(declinedWork).values({
        shopId,
        clientId: estimate.clientId,
        vehicleId: estimate.vehicleId,
        jobOrderId,
        jobOrderItemId: row.id,
        kind: row.kind,
        description: row.description,
        line,
        amount: workLineAmount(line),
        followUpOn,
      });
    }
    const totals = await refreshJobOrderTotals({
      tx,
      shopId,
      jobOrderId,
      linesChanged: false,
      actor: { customerName: options.actorName },
    });
    await tx
      .update(jobOrderEstimates)
      .set({
        answeredAt: sql`now()`,
        answeredVia: options.via,
        signedName: input.signedName,
        approvedTotal: totals.approvedTotal,
      })
      .where(and(eq(jobOrderEstimates.shopId, shopId), eq(jobOrderEstimates.id, estimateId)));

    const approved = [...answers.values()].filter((answer) => answer === 'approved').length;
    const declined = answers.size - approved;
    const details = {
      estimateId,
      revision: estimate.revision,
      via: options.via,
      signedName: input.signedName,
      approvedLines: approved,
      declinedLines: declined,
      approvedTotal: totals.approvedTotal,
    };
    const actor = { customerName: options.actorName };
    const workApproved = rows.some(
      (row) => row.kind !== 'discount' && (answers.get(row.id) ?? row.approval) === 'approved',
    );
    if (workApproved) {
      await transitionJobOrder({
        tx,
        events: options.events,
        shopId,
        actor,
        id: jobOrderId,
        action: 'record_approval',
        details,
        callerPublishes: true,
      });
    } else {
      await recordHistory({
        tx,
        shopId,
        subjectType: 'job_order',
        subjectId: jobOrderId,
        action: 'estimate_declined',
        actor,
        reason: `Every line of the estimate for ${formatJobOrderNumber(estimate.number)} was declined.`,
        details,
      });
    }

    const answered = await loadEstimate({ tx, shopId, estimateId });
    await publishJobOrderChanged({
      tx,
      events: options.events,
      shopId,
      jobOrderId,
      change: 'estimate',
    });
    return estimateViewOf({ tx, shopId, estimate: answered });
  });
}
