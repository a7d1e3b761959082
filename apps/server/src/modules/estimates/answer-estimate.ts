import { askedLines } from '@pitstop/domain/estimates';
import type { EstimateAnswerInput } from '@pitstop/domain/job-order-views';
import { formatJobOrderNumber, workLineAmount } from '@pitstop/domain/job-orders';
import { addLocalDays, localToday } from '@pitstop/domain/local-time';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { declinedWork, jobOrderEstimates, jobOrderItems } from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';
import { recordHistory } from '../../platform/history.ts';
import type { EventBus } from '../../plugins/events.ts';
import {
  domainLineOf,
  loadJobOrderJobs,
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
 * The customer's answer to an estimate, from its link or the car-owner area: every job with work
 * waiting for an answer approved or declined as a whole (its waiting lines take the answer),
 * confirmed by a typed name. A declined job's lines stay on the vehicle as declined work under the
 * job's name with a follow-up date; the estimate keeps the approved total; with approved work
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
    const [jobs, rows] = await Promise.all([
      loadJobOrderJobs({ tx, shopId, jobOrderId }),
      loadJobOrderLines({ tx, shopId, jobOrderId }),
    ]);
    const askedJobs = jobs.filter(
      (job) => askedLines(rows.filter((row) => row.jobId === job.id)).length > 0,
    );
    const answers = new Map<string, Decision['approval']>();
    const strangers: number[] = [];
    input.decisions.forEach((decision, index) => {
      if (askedJobs.some((job) => job.id === decision.jobId))
        answers.set(decision.jobId, decision.approval);
      else strangers.push(index);
    });
    if (strangers.length > 0) {
      throw AppError.badRequest(
        'Some answers are for jobs that are not waiting for your answer on this estimate.',
        strangers.map((index) => ({
          path: `body.decisions.${index}.jobId`,
          message: 'Not a job of this estimate',
        })),
      );
    }
    const missing = askedJobs.filter((job) => !answers.has(job.id));
    if (missing.length > 0) {
      throw AppError.badRequest(
        `Approve or decline each job: ${missing.map((job) => job.name).join(', ')}.`,
        missing.map((job) => ({
          path: 'body.decisions',
          message: `Approve or decline "${job.name}"`,
        })),
      );
    }
    // A job's answer goes to its work still waiting; work the desk already answered keeps it.
    const asked = askedLines(rows);
    const answerOf = (row: (typeof rows)[number]) => answers.get(row.jobId) ?? 'pending';
    for (const approval of ['approved', 'declined'] as const) {
      const ids = asked.filter((row) => answerOf(row) === approval).map((row) => row.id);
      if (ids.length === 0) continue;
      await tx
        .update(jobOrderItems)
        .set({ approval, updatedAt: sql`now()` })
        .where(and(eq(jobOrderItems.shopId, shopId), inArray(jobOrderItems.id, ids)));
    }
    const followUpOn = addLocalDays(localToday(estimate.timeZone), estimate.followUpDays);
    const vehicleId = estimate.vehicleId;
    const declined = vehicleId
      ? asked.flatMap((row) => {
          const { approval: _, ...line } = domainLineOf(row);
          if (answerOf(row) !== 'declined' || line.kind === 'discount') return [];
          return [
            {
              shopId,
              clientId: estimate.clientId,
              vehicleId,
              jobOrderId,
              jobOrderItemId: row.id,
              jobName: jobs.find((job) => job.id === row.jobId)?.name ?? null,
              kind: row.kind,
              description: row.description,
              line,
              amount: workLineAmount(line),
              followUpOn,
            },
          ];
        })
      : [];
    if (declined.length > 0) await tx.insert(declinedWork).values(declined);
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

    const approvedJobs = [...answers.values()].filter((answer) => answer === 'approved').length;
    const details = {
      estimateId,
      revision: estimate.revision,
      via: options.via,
      signedName: input.signedName,
      approvedJobs,
      declinedJobs: answers.size - approvedJobs,
      approvedTotal: totals.approvedTotal,
    };
    const actor = { customerName: options.actorName };
    const workApproved = rows.some(
      (row) =>
        row.kind !== 'discount' &&
        (row.approval === 'approved' ||
          (row.approval === 'pending' && answers.get(row.jobId) === 'approved')),
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
        reason: `Every job of the estimate for ${formatJobOrderNumber(estimate.number)} was declined.`,
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
