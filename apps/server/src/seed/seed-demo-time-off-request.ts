import { addLocalDays, localToday, startOfLocalDay } from '@pitstop/domain/local-time';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { timeOff } from '../db/schema/scheduling.ts';
import { shops } from '../db/schema/shops.ts';

/** Days from the seed's today of the demo mechanic's pending request (whole days, inclusive). */
const REQUEST = { from: 10, to: 11, reason: "My brother's wedding" };

/**
 * One time-off request still waiting for a decision (issue 24): the demo mechanic asks for two
 * days off ten days ahead, so the admin and manager find it on Manage Schedules and in their
 * inbox, with the bookings it would touch. Pending, it blocks no slot.
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
  const today = localToday(shop.timeZone, options.now);
  await tx.insert(timeOff).values({
    shopId,
    mechanicId: userId,
    startsAt: startOfLocalDay(addLocalDays(today, REQUEST.from), shop.timeZone),
    endsAt: startOfLocalDay(addLocalDays(today, REQUEST.to + 1), shop.timeZone),
    allDay: true,
    reason: REQUEST.reason,
    status: 'pending',
    createdBy: userId,
    createdAt: new Date(options.now.getTime() - 2 * 86_400_000),
  });
}
