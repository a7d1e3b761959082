import type { ServiceRequests } from '@pitstop/domain/dashboard';
import { localToday, startOfLocalDay } from '@pitstop/domain/local-time';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  type AppointmentViewer,
  type SummaryRow,
  shopTimeZone,
  summaryColumns,
  summaryJoins,
  toSummary,
  viewerCondition,
} from '../../platform/appointment-summary.ts';

/**
 * The dashboard's Service Requests panel: the shop's bookings from the start of today (shop
 * time) on, the pending requests that wait for the desk first, then the confirmed ones, each
 * soonest first, at most `limit` in all. Each half walks appointments_shop_status_idx from today
 * and stops after one panel, however long the calendar; a mechanic sees their own.
 */
export async function getServiceRequests(options: {
  tx: Tx;
  shopId: string;
  viewer?: AppointmentViewer;
  limit: number;
  now?: Date;
}): Promise<ServiceRequests> {
  const { tx, shopId, limit } = options;
  const timeZone = await shopTimeZone(tx, shopId);
  const today = startOfLocalDay(localToday(timeZone, options.now), timeZone);
  const ofStatus = (status: 'pending' | 'confirmed', rank: number) => sql`(
      select ${summaryColumns}, ${rank} as rank
      from appointments a ${summaryJoins}
      where a.shop_id = ${shopId} and a.status = ${status}
        and a.starts_at >= ${today.toISOString()}::timestamptz ${viewerCondition(options.viewer)}
      order by a.starts_at, a.id
      limit ${limit})`;
  const rows = await rowsOf<SummaryRow>(
    tx,
    sql`select * from (${ofStatus('pending', 0)} union all ${ofStatus('confirmed', 1)}) panel
        order by rank, starts_at, id
        limit ${limit}`,
  );
  return { timeZone, items: rows.map(toSummary) };
}
