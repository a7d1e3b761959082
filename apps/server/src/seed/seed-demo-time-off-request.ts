import { activeAppointmentStatuses } from '@pitstop/domain/bookings';
import { addLocalDays, localParts, localToday, startOfLocalDay } from '@pitstop/domain/local-time';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { timeOff } from '../db/schema/scheduling.ts';
import { shops } from '../db/schema/shops.ts';
import { appointments } from '../db/schema/workshop.ts';

/** The request asks for a day at least this far ahead, so it is still to decide. */
const EARLIEST_DAY = 3;
/** Without a booking of theirs ahead: this many days from today. */
const FALLBACK_DAY = 10;

/**
 * One time-off request still waiting for a decision (issue 24): a demo mechanic asks for the day
 * of their next booking a few days ahead, so the admin and manager find it on Manage Schedules
 * and in their inbox with the booking it would touch. Pending, it blocks no slot.
 */
export async function seedDemoTimeOffRequest(options: {
  tx: Tx;
  shopId: string;
  userId: string;
  now: Date;
}) {
  const { tx, shopId, userId } = options;
  const [shop] = await tx
    .select({ timeZone: shops.timezone })
    .from(shops)
    .where(eq(shops.id, shopId));
  if (!shop) throw new Error('seed the demo shop before its time-off request');
  const zone = shop.timeZone;
  const today = localToday(zone, options.now);
  const [booking] = await tx
    .select({ startsAt: appointments.startsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.shopId, shopId),
        eq(appointments.mechanicId, userId),
        inArray(appointments.status, [...activeAppointmentStatuses]),
        gte(appointments.startsAt, startOfLocalDay(addLocalDays(today, EARLIEST_DAY), zone)),
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .limit(1);
  const day = booking ? localParts(booking.startsAt, zone).date : addLocalDays(today, FALLBACK_DAY);
  await tx.insert(timeOff).values({
    shopId,
    mechanicId: userId,
    startsAt: startOfLocalDay(day, zone),
    endsAt: startOfLocalDay(addLocalDays(day, 1), zone),
    allDay: true,
    reason: "My brother's wedding",
    status: 'pending',
    createdBy: userId,
    createdAt: new Date(options.now.getTime() - 2 * 86_400_000),
  });
}
