import {
  type AppointmentStatus,
  CALENDAR_RANGE_MAX_DAYS,
  type Calendar,
} from '@pitstop/domain/bookings';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { appointments } from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';
import { shopTimeZone } from '../../platform/shop-time.ts';
import {
  type BookingViewer,
  mechanicCondition,
  selectBookingSummaries,
  toSummary,
  viewerCondition,
} from './booking-summary.ts';

const DAY_MS = 86_400_000;

/**
 * Every appointment of the shop overlapping [from, to), in start order: the calendar's day,
 * week or month. One query: the overlap is answered by the GiST index on the appointment's time
 * range (appointments_shop_time_idx), the client, vehicle and mechanic are joined, the service
 * names aggregated per row. Ranges longer than CALENDAR_RANGE_MAX_DAYS are refused so one
 * request stays bounded (a month view with its leading and trailing days is 42).
 */
export async function getCalendar(options: {
  tx: Tx;
  shopId: string;
  viewer?: BookingViewer;
  from: string;
  to: string;
  mechanicId?: string;
  status?: AppointmentStatus;
}): Promise<Calendar> {
  const { tx, shopId } = options;
  const from = new Date(options.from);
  const to = new Date(options.to);
  if (to <= from) {
    throw AppError.badRequest('The end of the range must be after its start.', [
      { path: 'query.to', message: 'Must be after from' },
    ]);
  }
  if (to.getTime() - from.getTime() > CALENDAR_RANGE_MAX_DAYS * DAY_MS) {
    throw AppError.badRequest(`Show at most ${CALENDAR_RANGE_MAX_DAYS} days at a time.`, [
      { path: 'query.to', message: `At most ${CALENDAR_RANGE_MAX_DAYS} days after from` },
    ]);
  }

  const [timeZone, rows] = await Promise.all([
    shopTimeZone(tx, shopId),
    selectBookingSummaries(tx)
      .where(
        and(
          eq(appointments.shopId, shopId),
          sql`tstzrange(${appointments.startsAt}, ${appointments.endsAt}) && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)`,
          options.status ? eq(appointments.status, options.status) : undefined,
          mechanicCondition(options.mechanicId),
          viewerCondition(options.viewer),
        ),
      )
      .orderBy(appointments.startsAt, appointments.id),
  ]);
  return { timeZone, items: rows.map(toSummary) };
}
