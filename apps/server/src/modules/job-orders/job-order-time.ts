import type { TimeEntry } from '@pitstop/domain/job-order-views';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { users } from '../../db/schema/auth.ts';
import { profiles } from '../../db/schema/shops.ts';
import { jobOrderTimeEntries } from '../../db/schema/workshop.ts';

/** A job order's clocked time, oldest first, each with the mechanic who clocked it. */
export async function listTimeEntries(options: {
  tx: Tx;
  shopId: string;
  jobOrderId: string;
}): Promise<TimeEntry[]> {
  const rows = await options.tx
    .select({
      id: jobOrderTimeEntries.id,
      jobId: jobOrderTimeEntries.jobId,
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
    jobId: row.jobId,
    mechanic: { id: row.mechanicId, name: row.mechanicName ?? '' },
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt ? row.endedAt.toISOString() : null,
    note: row.note,
  }));
}
