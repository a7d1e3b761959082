import type { RunningClock } from '@pitstop/domain/job-order-views';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { jobOrders, jobOrderTimeEntries } from '../../db/schema/workshop.ts';

/** The clock a person has running (on any job of the shop), or null. */
export async function getRunningClock(options: {
  tx: Tx;
  shopId: string;
  mechanicId: string;
}): Promise<RunningClock> {
  const [row] = await options.tx
    .select({
      entryId: jobOrderTimeEntries.id,
      jobOrderId: jobOrderTimeEntries.jobOrderId,
      number: jobOrders.number,
      startedAt: jobOrderTimeEntries.startedAt,
    })
    .from(jobOrderTimeEntries)
    .innerJoin(
      jobOrders,
      and(
        eq(jobOrders.shopId, jobOrderTimeEntries.shopId),
        eq(jobOrders.id, jobOrderTimeEntries.jobOrderId),
      ),
    )
    .where(
      and(
        eq(jobOrderTimeEntries.mechanicId, options.mechanicId),
        isNull(jobOrderTimeEntries.endedAt),
        eq(jobOrderTimeEntries.shopId, options.shopId),
      ),
    );
  return row ? { ...row, startedAt: row.startedAt.toISOString() } : null;
}
