import type { RunningClock, TimeEntry } from '@pitstop/domain/job-order-views';
import { type JobOrderStatus, jobOrderStatusLabels } from '@pitstop/domain/job-orders';
import type { Role } from '@pitstop/domain/roles';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { jobOrders, jobOrderTimeEntries } from '../../db/schema/workshop.ts';
import type { PersonActor } from '../../platform/history.ts';
import { getRunningClock, listTimeEntries } from '../../platform/job-orders/time-entries.ts';
import {
  jobOrderNotFound,
  transitionJobOrder,
} from '../../platform/job-orders/transition-job-order.ts';
import { AppError } from '../../plugins/errors.ts';

/** The statuses in which work is done, so a clock may run. */
const clockable: readonly JobOrderStatus[] = ['approved', 'in_progress', 'waiting_for_parts'];

export type ClockResult = {
  runningClock: RunningClock;
  timeEntries: TimeEntry[];
  /** Whom the change concerns, for the live event. */
  jobOrder: { id: string; clientId: string; mechanicId: string | null; status: JobOrderStatus };
  /** The job whose clock a start stopped, if another. */
  stoppedJobOrderId: string | null;
};

function isRunningClockClash(error: unknown): boolean {
  for (const candidate of [error, (error as { cause?: unknown })?.cause]) {
    const pgError = candidate as { code?: string; constraint?: string } | undefined;
    if (pgError?.code === '23505' && pgError.constraint === 'job_order_time_entries_running_key')
      return true;
  }
  return false;
}

/**
 * Starts or stops the viewer's own clock on a job order (a mechanic's assigned job, or any job
 * for an admin). Starting stops the viewer's clock on any other job in the same transaction, and
 * on an approved job it also starts the work (approved → in progress). The unique index on a
 * mechanic's running entry is the guard against two starts racing: the loser gets a 409.
 */
export async function clockJobOrder(options: {
  tx: Tx;
  shopId: string;
  viewer: PersonActor & { role: Role };
  id: string;
  action: 'start' | 'stop';
}): Promise<ClockResult> {
  const { shopId, viewer, id, action } = options;
  let stoppedJobOrderId: string | null = null;
  try {
    await options.tx.transaction(async (tx) => {
      const [job] = await tx
        .select({ status: jobOrders.status, mechanicId: jobOrders.mechanicId })
        .from(jobOrders)
        .where(and(eq(jobOrders.shopId, shopId), eq(jobOrders.id, id)))
        .for('update');
      if (!job) throw jobOrderNotFound();
      if (viewer.role === 'mechanic' && job.mechanicId !== viewer.id) throw jobOrderNotFound();
      const status = job.status as JobOrderStatus;

      if (action === 'stop') {
        const [stopped] = await tx
          .update(jobOrderTimeEntries)
          .set({
            endedAt: sql`greatest(now(), ${jobOrderTimeEntries.startedAt})`,
            updatedAt: sql`now()`,
          })
          .where(
            and(
              eq(jobOrderTimeEntries.shopId, shopId),
              eq(jobOrderTimeEntries.jobOrderId, id),
              eq(jobOrderTimeEntries.mechanicId, viewer.id),
              isNull(jobOrderTimeEntries.endedAt),
            ),
          )
          .returning({ id: jobOrderTimeEntries.id });
        if (!stopped) throw AppError.conflict('Your clock is not running on this job.');
        return;
      }

      if (!clockable.includes(status)) {
        throw AppError.conflict(
          `The clock runs only on approved work; this job order is ${jobOrderStatusLabels[status].toLowerCase()}.`,
        );
      }
      const running = await getRunningClock({ tx, shopId, mechanicId: viewer.id });
      if (running?.jobOrderId === id)
        throw AppError.conflict('Your clock is already running on this job.');
      // Whatever shop it runs in: one person has one clock.
      const [other] = await tx
        .update(jobOrderTimeEntries)
        .set({
          endedAt: sql`greatest(now(), ${jobOrderTimeEntries.startedAt})`,
          updatedAt: sql`now()`,
        })
        .where(
          and(eq(jobOrderTimeEntries.mechanicId, viewer.id), isNull(jobOrderTimeEntries.endedAt)),
        )
        .returning({ jobOrderId: jobOrderTimeEntries.jobOrderId });
      stoppedJobOrderId = other?.jobOrderId ?? null;
      await tx
        .insert(jobOrderTimeEntries)
        .values({ shopId, jobOrderId: id, mechanicId: viewer.id });
      if (status === 'approved') {
        await transitionJobOrder({ tx, shopId, actor: viewer, id, action: 'start_work' });
      }
    });
  } catch (error) {
    if (isRunningClockClash(error))
      throw AppError.conflict('Your clock was just started on another job; reload and try again.');
    throw error;
  }

  const [job] = await options.tx
    .select({
      clientId: jobOrders.clientId,
      mechanicId: jobOrders.mechanicId,
      status: jobOrders.status,
    })
    .from(jobOrders)
    .where(and(eq(jobOrders.shopId, shopId), eq(jobOrders.id, id)));
  if (!job) throw jobOrderNotFound();
  return {
    runningClock: await getRunningClock({ tx: options.tx, shopId, mechanicId: viewer.id }),
    timeEntries: await listTimeEntries({ tx: options.tx, shopId, jobOrderId: id }),
    jobOrder: { id, ...job, status: job.status as JobOrderStatus },
    stoppedJobOrderId: stoppedJobOrderId === id ? null : stoppedJobOrderId,
  };
}
