import type { JobOrderLineParsed } from '@pitstop/domain/job-orders';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { declinedWork, jobOrderItems } from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';
import { recordHistory } from '../../platform/history.ts';
import type { EventBus } from '../../plugins/events.ts';
import { assertLinesFit, type LineActor } from './append-job-order-lines.ts';
import { assertLineServices } from './check-line-services.ts';
import { findJobOfJobOrder } from './job-order-jobs.ts';
import {
  domainLineOf,
  lineColumnsOf,
  loadJobOrderLines,
  refreshJobOrderTotals,
} from './job-order-lines.ts';
import { priceLinesFromInventory } from './job-order-stock.ts';
import { assertMayEditPrices, lockJobOrder } from './lock-job-order.ts';
import { publishJobOrderChanged } from './publish-job-order-changed.ts';

const lineNotFound = () => AppError.notFound('Job order line not found.');

/**
 * PATCH …/lines/:lineId: `line` replaces the line (prices: the desk, or a mechanic where the
 * shop allows it) and puts it back to pending, since the customer has not seen it as it is now;
 * `jobId` moves it to another job of the job order (its answer stays; the revision moves on, as
 * the estimate shows it under its job); `done` marks the work on it done or not (a mechanic on
 * their job too) and leaves the totals and the revision alone.
 */
export async function updateJobOrderLine(options: {
  tx: Tx;
  events: EventBus;
  shopId: string;
  actor: LineActor;
  id: string;
  lineId: string;
  line?: JobOrderLineParsed;
  jobId?: string;
  done?: boolean;
}): Promise<void> {
  const { shopId, actor, id, lineId, jobId, done } = options;
  await options.tx.transaction(async (tx) => {
    // Open pages refetch after every call, one that changed nothing too.
    const publishLines = () =>
      publishJobOrderChanged({
        tx,
        events: options.events,
        shopId,
        jobOrderId: id,
        change: 'lines',
      });
    // A done mark is not the billed work; a changed line or a move is.
    await lockJobOrder({
      tx,
      shopId,
      viewer: actor,
      id,
      changesWork: options.line !== undefined || jobId !== undefined,
    });
    if (options.line) await assertMayEditPrices({ tx, shopId, viewer: actor });
    const fieldOf = (_index: number, field: string) => `body.line.${field}`;
    if (options.line) await assertLineServices({ tx, shopId, lines: [options.line], fieldOf });
    const [line] = options.line
      ? await priceLinesFromInventory({ tx, shopId, lines: [options.line], fieldOf })
      : [];
    const rows = await loadJobOrderLines({ tx, shopId, jobOrderId: id });
    const current = rows.find((row) => row.id === lineId);
    if (!current) throw lineNotFound();

    if (jobId !== undefined && jobId !== current.jobId) {
      const job = await findJobOfJobOrder({ tx, shopId, jobOrderId: id, jobId });
      await tx
        .update(jobOrderItems)
        .set({ jobId, updatedAt: sql`now()` })
        .where(and(eq(jobOrderItems.shopId, shopId), eq(jobOrderItems.id, lineId)));
      if (!line) {
        await refreshJobOrderTotals({ tx, shopId, jobOrderId: id, linesChanged: true, actor });
      }
      await recordHistory({
        tx,
        shopId,
        subjectType: 'job_order',
        subjectId: id,
        action: 'line_moved',
        actor,
        details: { description: current.description, name: job.name },
      });
    }

    if (line) {
      assertLinesFit(
        rows.map((row) =>
          row.id === lineId ? { ...line, approval: 'pending' as const } : domainLineOf(row),
        ),
      );
      await tx
        .update(jobOrderItems)
        .set({
          ...lineColumnsOf(line),
          approval: 'pending',
          ...(done === undefined ? {} : { done }),
          updatedAt: sql`now()`,
        })
        .where(and(eq(jobOrderItems.shopId, shopId), eq(jobOrderItems.id, lineId)));
      await refreshJobOrderTotals({ tx, shopId, jobOrderId: id, linesChanged: true, actor });
      await recordHistory({
        tx,
        shopId,
        subjectType: 'job_order',
        subjectId: id,
        action: 'line_changed',
        actor,
        details: {
          description: line.description,
          ...(line.description === current.description ? {} : { was: current.description }),
        },
      });
      await publishLines();
      return;
    }
    if (done === undefined || done === current.done) {
      await publishLines();
      return;
    }
    await tx
      .update(jobOrderItems)
      .set({ done, updatedAt: sql`now()` })
      .where(and(eq(jobOrderItems.shopId, shopId), eq(jobOrderItems.id, lineId)));
    await recordHistory({
      tx,
      shopId,
      subjectType: 'job_order',
      subjectId: id,
      action: done ? 'line_done' : 'line_not_done',
      actor,
      details: { description: current.description },
    });
    await publishLines();
  });
}

/**
 * DELETE …/lines/:lineId. A line that offered declined work again gives it back: the declined
 * work is open on the vehicle once more.
 */
export async function removeJobOrderLine(options: {
  tx: Tx;
  events: EventBus;
  shopId: string;
  actor: LineActor;
  id: string;
  lineId: string;
}): Promise<void> {
  const { shopId, actor, id, lineId } = options;
  await options.tx.transaction(async (tx) => {
    await lockJobOrder({ tx, shopId, viewer: actor, id, changesWork: true });
    await assertMayEditPrices({ tx, shopId, viewer: actor });
    const [removed] = await tx
      .delete(jobOrderItems)
      .where(
        and(
          eq(jobOrderItems.shopId, shopId),
          eq(jobOrderItems.jobOrderId, id),
          eq(jobOrderItems.id, lineId),
        ),
      )
      .returning({
        description: jobOrderItems.description,
        declinedWorkId: jobOrderItems.declinedWorkId,
      });
    if (!removed) throw lineNotFound();
    await tx
      .update(declinedWork)
      .set({ jobOrderItemId: null, updatedAt: sql`now()` })
      .where(and(eq(declinedWork.shopId, shopId), eq(declinedWork.jobOrderItemId, lineId)));
    if (removed.declinedWorkId) {
      await tx
        .update(declinedWork)
        .set({ status: 'open', resolvedJobOrderId: null, updatedAt: sql`now()` })
        .where(
          and(
            eq(declinedWork.shopId, shopId),
            eq(declinedWork.id, removed.declinedWorkId),
            eq(declinedWork.resolvedJobOrderId, id),
          ),
        );
    }
    await refreshJobOrderTotals({ tx, shopId, jobOrderId: id, linesChanged: true, actor });
    await recordHistory({
      tx,
      shopId,
      subjectType: 'job_order',
      subjectId: id,
      action: 'line_removed',
      actor,
      details: { description: removed.description },
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
