import type { TimeEntry } from '@pitstop/domain/job-order-views';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { jobOrderTimeEntries } from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';
import { type PersonActor, recordHistory } from '../../platform/history.ts';
import type { EventBus } from '../../plugins/events.ts';
import { listTimeEntries, publishJobOrderChanged } from '../job-orders/public.ts';

/**
 * An admin corrects a clocked entry (forgotten stop, wrong start): the entry takes the new times
 * and note, and the job order's history keeps what it was and what it became. A running entry
 * corrected this way is stopped at the given end. The job order's page hears of it on commit.
 */
export async function updateTimeEntry(options: {
  tx: Tx;
  events: EventBus;
  shopId: string;
  actor: PersonActor;
  jobOrderId: string;
  entryId: string;
  input: { startedAt: string; endedAt: string; note?: string | null };
}): Promise<TimeEntry[]> {
  const { shopId, jobOrderId, entryId, input } = options;
  await options.tx.transaction(async (tx) => {
    const where = and(
      eq(jobOrderTimeEntries.shopId, shopId),
      eq(jobOrderTimeEntries.jobOrderId, jobOrderId),
      eq(jobOrderTimeEntries.id, entryId),
    );
    const [before] = await tx
      .select({
        startedAt: jobOrderTimeEntries.startedAt,
        endedAt: jobOrderTimeEntries.endedAt,
        note: jobOrderTimeEntries.note,
        mechanicId: jobOrderTimeEntries.mechanicId,
      })
      .from(jobOrderTimeEntries)
      .where(where)
      .for('update');
    if (!before) throw AppError.notFound('Time entry not found.');
    const note = input.note === undefined ? before.note : input.note;
    const [after] = await tx
      .update(jobOrderTimeEntries)
      .set({
        startedAt: new Date(input.startedAt),
        endedAt: new Date(input.endedAt),
        note,
        updatedAt: sql`now()`,
      })
      .where(where)
      .returning({
        startedAt: jobOrderTimeEntries.startedAt,
        endedAt: jobOrderTimeEntries.endedAt,
      });
    if (!after) throw AppError.notFound('Time entry not found.');
    await recordHistory({
      tx,
      shopId,
      subjectType: 'job_order',
      subjectId: jobOrderId,
      action: 'time_entry_corrected',
      actor: options.actor,
      details: {
        entryId,
        mechanicId: before.mechanicId,
        before: {
          startedAt: before.startedAt.toISOString(),
          endedAt: before.endedAt?.toISOString() ?? null,
          note: before.note,
        },
        after: {
          startedAt: after.startedAt.toISOString(),
          endedAt: after.endedAt?.toISOString() ?? null,
          note,
        },
      },
    });
    await publishJobOrderChanged({
      tx,
      events: options.events,
      shopId,
      jobOrderId,
      change: 'clock',
    });
  });
  return listTimeEntries({ tx: options.tx, shopId, jobOrderId });
}
