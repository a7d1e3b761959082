import type { RunningClock, TimeEntry } from '@pitstop/domain/job-order-views';
import { clockMode, type JobOrderStatus, jobOrderStatusLabels } from '@pitstop/domain/job-orders';
import type { Role } from '@pitstop/domain/roles';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { jobOrders, jobOrderTimeEntries } from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';
import type { PersonActor } from '../../platform/history.ts';
import type { EventBus } from '../../plugins/events.ts';
import {
  findJobOfJobOrder,
  jobOrderNotFound,
  listTimeEntries,
  publishJobOrderChanged,
  transitionJobOrder,
} from '../job-orders/public.ts';
import { getRunningClock } from './time-entries.ts';

export type ClockResult = { runningClock: RunningClock; timeEntries: TimeEntry[] };

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
 * for an admin), on one of its jobs when named. Before the customer's approval the clock runs only
 * for a diagnosis, on the job named (issue 23). Starting stops the viewer's clock on any other job in the same transaction, and
 * on an approved job it also starts the work (approved → in progress). The unique index on a
 * mechanic's running entry is the guard against two starts racing: the loser gets a 409. The job
 * clocked, and the one whose clock a start stopped, hear of it on commit.
 */
export async function clockJobOrder(options: {
  tx: Tx;
  events: EventBus;
  shopId: string;
  viewer: PersonActor & { role: Role };
  id: string;
  action: 'start' | 'stop';
  jobId?: string;
}): Promise<ClockResult> {
  const { shopId, viewer, id, action, jobId } = options;
  try {
    await options.tx.transaction(async (tx) => {
      const clocked = (jobOrderId: string) =>
        publishJobOrderChanged({ tx, events: options.events, shopId, jobOrderId, change: 'clock' });
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
        await clocked(id);
        return;
      }

      const mode = clockMode(status);
      if (!mode) {
        throw AppError.conflict(
          `The clock runs only on a diagnosis or approved work; this job order is ${jobOrderStatusLabels[status].toLowerCase()}.`,
        );
      }
      if (mode === 'diagnosis' && !jobId) {
        throw AppError.badRequest(
          'Before approval the clock runs on the job you diagnose: choose it.',
          [{ path: 'body.jobId', message: 'Choose the job you are diagnosing' }],
        );
      }
      if (jobId) await findJobOfJobOrder({ tx, shopId, jobOrderId: id, jobId });
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
      await tx
        .insert(jobOrderTimeEntries)
        .values({ shopId, jobOrderId: id, jobId: jobId ?? null, mechanicId: viewer.id });
      if (status === 'approved') {
        await transitionJobOrder({
          tx,
          events: options.events,
          shopId,
          actor: viewer,
          id,
          action: 'start_work',
          callerPublishes: true,
        });
      }
      await clocked(id);
      if (other && other.jobOrderId !== id) await clocked(other.jobOrderId);
    });
  } catch (error) {
    if (isRunningClockClash(error))
      throw AppError.conflict('Your clock was just started on another job; reload and try again.');
    throw error;
  }

  return {
    runningClock: await getRunningClock({ tx: options.tx, shopId, mechanicId: viewer.id }),
    timeEntries: await listTimeEntries({ tx: options.tx, shopId, jobOrderId: id }),
  };
}
