import {
  computeJobOrderTotals,
  exceedsJobOrderTotal,
  type JobOrderLine,
  type JobOrderLineParsed,
} from '@pitstop/domain/job-orders';
import type { Role } from '@pitstop/domain/roles';
import type { Tx } from '../../db/database.ts';
import { jobOrderItems } from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';
import type { PersonActor } from '../../platform/history.ts';
import { assertLineServices } from './check-line-services.ts';
import {
  domainLineOf,
  type JobOrderLineRow,
  lineColumnsOf,
  loadJobOrderLines,
  refreshJobOrderTotals,
} from './job-order-lines.ts';
import { priceLinesFromInventory } from './job-order-stock.ts';
import type { LockedJobOrder } from './lock-job-order.ts';

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
 * transaction with the job order locked, then rewrites its totals and bumps its revision. Every
 * way of adding lines goes through here (typed, canned jobs, declined work, inspection items).
 * Returns the new lines' ids in order.
 */
export async function appendJobOrderLines(options: {
  tx: Tx;
  shopId: string;
  jobOrder: LockedJobOrder;
  lines: readonly JobOrderLineParsed[];
  /** The job they join (checked by the caller); left out, the job order's last job. */
  jobId?: string;
  declinedWorkId?: string;
  actor: LineActor;
  /** How a line's field is named in an error: "body.quantity" for one line. */
  fieldOf: (index: number, field: string) => string;
}): Promise<string[]> {
  const { tx, shopId, jobOrder, actor, fieldOf } = options;
  await assertLineServices({ tx, shopId, lines: options.lines, fieldOf });
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
  const inserted = await tx
    .insert(jobOrderItems)
    .values(
      lines.map((line, index) => ({
        ...lineColumnsOf(line),
        shopId,
        jobOrderId: jobOrder.id,
        jobId: options.jobId,
        position: next + index,
        approval: 'pending',
        declinedWorkId: options.declinedWorkId ?? null,
      })),
    )
    .returning({ id: jobOrderItems.id, position: jobOrderItems.position });
  await refreshJobOrderTotals({
    tx,
    shopId,
    jobOrderId: jobOrder.id,
    linesChanged: true,
    actor,
  });
  return inserted.sort((a, b) => a.position - b.position).map((row) => row.id);
}
