import type { RunningClock, TimeEntry } from '@pitstop/domain/job-order-views';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { users } from '../../db/schema/auth.ts';
import { profiles } from '../../db/schema/shops.ts';
import { jobOrders, jobOrderTimeEntries } from '../../db/schema/workshop.ts';

/** A job order's clocked time, oldest first, each with the mechanic who clocked it. */
export async function listTimeEntries(options: {
  tx: Tx;
  shopId: string;
  jobOrderId: string;
}): Promise<TimeEntry[]> {
  const rows = await options.tx
    .select({
      id: jobOrderTimeEntries.id,
      mechanicId: jobOrderTimeEntries.mechanicId,
      mechanicName: sql<string | null>`coalesce(nullif(${profiles.fullName}, ''),
        nullif(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName}), ''), ${users.name})`,
      startedAt: jobOrderTimeEntries.startedAt,
      endedAt: jobOrderTimeEntries.endedAt,
      note: jobOrderTimeEntries.note,
    })
    .from(jobOrderTimeEntries)
    .innerJoin(users, eq(users.id, jobOrderTimeEntries.mechanicId))
    .leftJoin(profiles, eq(profiles.id, jobOrderTimeEntries.mechanicId))
    .where(
      and(
        eq(jobOrderTimeEntries.shopId, options.shopId),
        eq(jobOrderTimeEntries.jobOrderId, options.jobOrderId),
      ),
    )
    .orderBy(asc(jobOrderTimeEntries.startedAt), asc(jobOrderTimeEntries.id));
  return rows.map((row) => ({
    id: row.id,
    mechanic: { id: row.mechanicId, name: row.mechanicName ?? '' },
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt ? row.endedAt.toISOString() : null,
    note: row.note,
  }));
}

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
