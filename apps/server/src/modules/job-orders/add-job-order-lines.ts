import { type JobOrderLineParsed, jobOrderLineInputSchema } from '@pitstop/domain/job-orders';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { cannedJobs, declinedWork } from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';
import { recordHistory } from '../../platform/history.ts';
import type { EventBus } from '../../plugins/events.ts';
import { appendJobOrderLines, type LineActor } from './append-job-order-lines.ts';
import { findJobOfJobOrder, insertJob } from './job-order-jobs.ts';
import { assertMayEditPrices, lockJobOrder } from './lock-job-order.ts';
import { publishJobOrderChanged } from './publish-job-order-changed.ts';

/** One line sent as the body: its fields are the body's. */
const bodyField = (_index: number, field: string) => `body.${field}`;

/**
 * POST …/jobs/:jobId/lines (or …/lines, into the last job): one line typed by the desk (or a
 * mechanic where the shop allows prices).
 */
export async function addJobOrderLine(options: {
  tx: Tx;
  events: EventBus;
  shopId: string;
  actor: LineActor;
  id: string;
  jobId?: string;
  line: JobOrderLineParsed;
}): Promise<void> {
  const { shopId, actor, id, jobId, line } = options;
  return options.tx.transaction(async (tx) => {
    const jobOrder = await lockJobOrder({ tx, shopId, viewer: actor, id, changesWork: true });
    await assertMayEditPrices({ tx, shopId, viewer: actor });
    if (jobId) await findJobOfJobOrder({ tx, shopId, jobOrderId: id, jobId });
    await appendJobOrderLines({
      tx,
      shopId,
      jobOrder,
      jobId,
      lines: [line],
      actor,
      fieldOf: bodyField,
    });
    await recordHistory({
      tx,
      shopId,
      subjectType: 'job_order',
      subjectId: id,
      action: 'line_added',
      actor,
      details: { description: line.description, kind: line.kind },
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

/**
 * POST …/canned-jobs/:cannedJobId: a new job named after the canned job, its description the
 * complaint, with the canned job's lines at their saved prices, pending.
 */
export async function addCannedJobLines(options: {
  tx: Tx;
  events: EventBus;
  shopId: string;
  actor: LineActor;
  id: string;
  cannedJobId: string;
}): Promise<void> {
  const { shopId, actor, id } = options;
  return options.tx.transaction(async (tx) => {
    const jobOrder = await lockJobOrder({ tx, shopId, viewer: actor, id, changesWork: true });
    await assertMayEditPrices({ tx, shopId, viewer: actor });
    const [canned] = await tx
      .select({
        name: cannedJobs.name,
        description: cannedJobs.description,
        lines: cannedJobs.lines,
      })
      .from(cannedJobs)
      .where(
        and(
          eq(cannedJobs.shopId, shopId),
          eq(cannedJobs.id, options.cannedJobId),
          eq(cannedJobs.active, true),
        ),
      );
    if (!canned) throw AppError.notFound('Canned job not found.');
    const fieldOf = (index: number, field: string) => `cannedJob.lines.${index}.${field}`;
    // Saved before today's rules (a 0 % discount): refused by name, to be fixed on the canned job.
    const parsed = jobOrderLineInputSchema.array().safeParse(canned.lines);
    if (!parsed.success) {
      throw AppError.badRequest(
        `"${canned.name}" has a line that can no longer be added; edit the canned job first.`,
        parsed.error.issues.map((issue) => ({
          path: fieldOf(Number(issue.path[0]), issue.path.slice(1).join('.')),
          message: issue.message,
        })),
      );
    }
    const lines = parsed.data;
    const jobId = await insertJob({
      tx,
      shopId,
      jobOrderId: id,
      job: { name: canned.name, complaint: canned.description },
    });
    await appendJobOrderLines({ tx, shopId, jobOrder, jobId, lines, actor, fieldOf });
    await recordHistory({
      tx,
      shopId,
      subjectType: 'job_order',
      subjectId: id,
      action: 'canned_job_added',
      actor,
      details: { name: canned.name, descriptions: lines.map((line) => line.description) },
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

/**
 * POST …/declined-work/:declinedWorkId: work the customer declined on an earlier job order of
 * the same vehicle, added again as it was declined; the declined work is then accepted onto
 * this job order. Only open declined work of this job order's vehicle (404 otherwise).
 */
export async function addDeclinedWorkLine(options: {
  tx: Tx;
  events: EventBus;
  shopId: string;
  actor: LineActor;
  id: string;
  declinedWorkId: string;
}): Promise<void> {
  const { shopId, actor, id, declinedWorkId } = options;
  return options.tx.transaction(async (tx) => {
    const jobOrder = await lockJobOrder({ tx, shopId, viewer: actor, id, changesWork: true });
    await assertMayEditPrices({ tx, shopId, viewer: actor });
    const [work] = jobOrder.vehicleId
      ? await tx
          .select({ line: declinedWork.line, description: declinedWork.description })
          .from(declinedWork)
          .where(
            and(
              eq(declinedWork.shopId, shopId),
              eq(declinedWork.id, declinedWorkId),
              eq(declinedWork.vehicleId, jobOrder.vehicleId),
              eq(declinedWork.status, 'open'),
              sql`${declinedWork.jobOrderId} <> ${id}`,
            ),
          )
          .for('update')
      : [];
    if (!work) throw AppError.notFound('Declined work not found.');
    const line = jobOrderLineInputSchema.parse(work.line);
    await appendJobOrderLines({
      tx,
      shopId,
      jobOrder,
      lines: [line],
      declinedWorkId,
      actor,
      fieldOf: bodyField,
    });
    await tx
      .update(declinedWork)
      .set({ status: 'accepted', resolvedJobOrderId: id, updatedAt: sql`now()` })
      .where(and(eq(declinedWork.shopId, shopId), eq(declinedWork.id, declinedWorkId)));
    await recordHistory({
      tx,
      shopId,
      subjectType: 'job_order',
      subjectId: id,
      action: 'line_added',
      actor,
      details: { description: line.description, kind: line.kind, declinedWorkId },
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
