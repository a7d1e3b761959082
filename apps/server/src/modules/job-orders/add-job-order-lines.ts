import {
  computeJobOrderTotals,
  exceedsJobOrderTotal,
  type JobOrderLine,
  type JobOrderLineParsed,
  jobOrderLineInputSchema,
} from '@pitstop/domain/job-orders';
import type { Role } from '@pitstop/domain/roles';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { cannedJobs, declinedWork, jobOrderItems } from '../../db/schema/workshop.ts';
import { type PersonActor, recordHistory } from '../../platform/history.ts';
import {
  domainLineOf,
  type JobOrderLineRow,
  lineColumnsOf,
  loadJobOrderLines,
  refreshJobOrderTotals,
} from '../../platform/job-orders/job-order-lines.ts';
import { priceLinesFromInventory } from '../../platform/job-orders/job-order-stock.ts';
import { AppError } from '../../plugins/errors.ts';
import { assertMayEditPrices, type LockedJobOrder, lockJobOrder } from './lock-job-order.ts';

export const MAX_JOB_ORDER_LINES = 200;

export type LineActor = PersonActor & { role: Role };

/**
 * Refuses lines a job order cannot hold: more than MAX_JOB_ORDER_LINES, or totals beyond what
 * its columns store (numeric(12,2)), checked on the lines as they would be before any write.
 */
export function assertLinesFit(lines: readonly JobOrderLine[]): void {
  if (lines.length > MAX_JOB_ORDER_LINES) {
    throw AppError.badRequest(`A job order holds at most ${MAX_JOB_ORDER_LINES} lines.`, [
      { path: 'body', message: `At most ${MAX_JOB_ORDER_LINES} lines` },
    ]);
  }
  const totals = computeJobOrderTotals(lines);
  if (Object.values(totals).some(exceedsJobOrderTotal)) {
    throw AppError.badRequest(
      'These amounts take the job order past the largest total it can hold.',
      [{ path: 'body', message: 'The total is too large' }],
    );
  }
}

/**
 * Appends lines (pending the customer's answer) after the job order's last one, in the caller's
 * transaction with the job order locked, then rewrites its totals and bumps its revision.
 */
async function appendLines(options: {
  tx: Tx;
  shopId: string;
  jobOrder: LockedJobOrder;
  lines: readonly JobOrderLineParsed[];
  declinedWorkId?: string;
  actor: LineActor;
  /** How a line's field is named in an error: "body.quantity" for one line. */
  fieldOf: (index: number, field: string) => string;
}): Promise<void> {
  const { tx, shopId, jobOrder, actor, fieldOf } = options;
  const lines = await priceLinesFromInventory({ tx, shopId, lines: options.lines, fieldOf });
  const existing: JobOrderLineRow[] = await loadJobOrderLines({
    tx,
    shopId,
    jobOrderId: jobOrder.id,
  });
  assertLinesFit([
    ...existing.map(domainLineOf),
    ...lines.map((line) => ({ ...line, approval: 'pending' as const })),
  ]);
  const next = Math.max(0, ...existing.map((row) => row.position + 1));
  await tx.insert(jobOrderItems).values(
    lines.map((line, index) => ({
      ...lineColumnsOf(line),
      shopId,
      jobOrderId: jobOrder.id,
      position: next + index,
      approval: 'pending',
      declinedWorkId: options.declinedWorkId ?? null,
    })),
  );
  await refreshJobOrderTotals({
    tx,
    shopId,
    jobOrderId: jobOrder.id,
    linesChanged: true,
    actor,
  });
}

/** One line sent as the body: its fields are the body's. */
const bodyField = (_index: number, field: string) => `body.${field}`;

/** POST …/lines: one line typed by the desk (or a mechanic where the shop allows prices). */
export async function addJobOrderLine(options: {
  tx: Tx;
  shopId: string;
  actor: LineActor;
  id: string;
  line: JobOrderLineParsed;
}): Promise<void> {
  const { shopId, actor, id, line } = options;
  return options.tx.transaction(async (tx) => {
    const jobOrder = await lockJobOrder({ tx, shopId, viewer: actor, id });
    await assertMayEditPrices({ tx, shopId, viewer: actor });
    await appendLines({ tx, shopId, jobOrder, lines: [line], actor, fieldOf: bodyField });
    await recordHistory({
      tx,
      shopId,
      subjectType: 'job_order',
      subjectId: id,
      action: 'line_added',
      actor,
      details: { description: line.description, kind: line.kind },
    });
  });
}

/** POST …/canned-jobs/:cannedJobId: the canned job's lines at their saved prices, pending. */
export async function addCannedJobLines(options: {
  tx: Tx;
  shopId: string;
  actor: LineActor;
  id: string;
  cannedJobId: string;
}): Promise<void> {
  const { shopId, actor, id } = options;
  return options.tx.transaction(async (tx) => {
    const jobOrder = await lockJobOrder({ tx, shopId, viewer: actor, id });
    await assertMayEditPrices({ tx, shopId, viewer: actor });
    const [canned] = await tx
      .select({ name: cannedJobs.name, lines: cannedJobs.lines })
      .from(cannedJobs)
      .where(
        and(
          eq(cannedJobs.shopId, shopId),
          eq(cannedJobs.id, options.cannedJobId),
          eq(cannedJobs.active, true),
        ),
      );
    if (!canned) throw AppError.notFound('Canned job not found.');
    const lines = jobOrderLineInputSchema.array().parse(canned.lines);
    await appendLines({
      tx,
      shopId,
      jobOrder,
      lines,
      actor,
      fieldOf: (index, field) => `cannedJob.lines.${index}.${field}`,
    });
    await recordHistory({
      tx,
      shopId,
      subjectType: 'job_order',
      subjectId: id,
      action: 'canned_job_added',
      actor,
      details: { name: canned.name, descriptions: lines.map((line) => line.description) },
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
  shopId: string;
  actor: LineActor;
  id: string;
  declinedWorkId: string;
}): Promise<void> {
  const { shopId, actor, id, declinedWorkId } = options;
  return options.tx.transaction(async (tx) => {
    const jobOrder = await lockJobOrder({ tx, shopId, viewer: actor, id });
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
    await appendLines({
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
  });
}
