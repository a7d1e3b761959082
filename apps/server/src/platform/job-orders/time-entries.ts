import type { RunningClock, TimeEntry } from '@pitstop/domain/job-order-views';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';

type TimeEntryRow = {
  id: string;
  mechanic_id: string;
  mechanic_name: string | null;
  started_at: Date;
  ended_at: Date | null;
  note: string | null;
};

/** A job order's clocked time, oldest first, each with the mechanic who clocked it. */
export async function listTimeEntries(options: {
  tx: Tx;
  shopId: string;
  jobOrderId: string;
}): Promise<TimeEntry[]> {
  const rows = await rowsOf<TimeEntryRow>(
    options.tx,
    sql`
      select e.id, e.mechanic_id, e.started_at, e.ended_at, e.note,
        coalesce(nullif(p.full_name, ''), nullif(concat_ws(' ', p.first_name, p.last_name), ''), u.name)
          as mechanic_name
      from job_order_time_entries e
      join users u on u.id = e.mechanic_id
      left join profiles p on p.id = e.mechanic_id
      where e.shop_id = ${options.shopId} and e.job_order_id = ${options.jobOrderId}
      order by e.started_at, e.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    mechanic: { id: row.mechanic_id, name: row.mechanic_name ?? '' },
    startedAt: new Date(row.started_at).toISOString(),
    endedAt: row.ended_at ? new Date(row.ended_at).toISOString() : null,
    note: row.note,
  }));
}

/** The clock a person has running (on any job of the shop), or null. */
export async function getRunningClock(options: {
  tx: Tx;
  shopId: string;
  mechanicId: string;
}): Promise<RunningClock> {
  const [row] = await rowsOf<{
    id: string;
    job_order_id: string;
    number: number;
    started_at: Date;
  }>(
    options.tx,
    sql`
      select e.id, e.job_order_id, j.number, e.started_at
      from job_order_time_entries e
      join job_orders j on j.shop_id = e.shop_id and j.id = e.job_order_id
      where e.mechanic_id = ${options.mechanicId} and e.ended_at is null
        and e.shop_id = ${options.shopId}`,
  );
  return row
    ? {
        entryId: row.id,
        jobOrderId: row.job_order_id,
        number: row.number,
        startedAt: new Date(row.started_at).toISOString(),
      }
    : null;
}
