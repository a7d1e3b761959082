import type { ServiceRequests } from '@pitstop/domain/dashboard';
import { localToday, startOfLocalDay } from '@pitstop/domain/local-time';
import { and, eq, gte } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { appointments } from '../../db/schema/workshop.ts';
import { shopTimeZone } from '../../platform/shop-time.ts';
import {
  type BookingViewer,
  selectBookingSummaries,
  toSummary,
  viewerCondition,
} from '../bookings/public.ts';

/**
 * The dashboard's Service Requests panel: the shop's bookings from the start of today (shop
 * time) on, the pending requests that wait for the desk first, then the confirmed ones, each
 * soonest first, at most `limit` in all. Each half walks appointments_shop_status_idx from today
 * and stops after one panel, however long the calendar; a mechanic sees their own.
 */
export async function getServiceRequests(options: {
  tx: Tx;
  shopId: string;
  viewer?: BookingViewer;
  limit: number;
  now?: Date;
}): Promise<ServiceRequests> {
  const { tx, shopId, limit } = options;
  const timeZone = await shopTimeZone(tx, shopId);
  const today = startOfLocalDay(localToday(timeZone, options.now), timeZone);
  // Pending first, then confirmed: each half its own index walk, the panel cut at `limit`.
  const ofStatus = (status: 'pending' | 'confirmed') =>
    selectBookingSummaries(tx)
      .where(
        and(
          eq(appointments.shopId, shopId),
          eq(appointments.status, status),
          gte(appointments.startsAt, today),
          viewerCondition(options.viewer),
        ),
      )
      .orderBy(appointments.startsAt, appointments.id)
      .limit(limit);
  const [pending, confirmed] = await Promise.all([ofStatus('pending'), ofStatus('confirmed')]);
  const rows = [...pending, ...confirmed].slice(0, limit);
  return { timeZone, items: rows.map(toSummary) };
}
