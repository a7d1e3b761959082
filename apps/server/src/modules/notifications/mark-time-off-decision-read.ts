import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { timeOff } from '../../db/schema/scheduling.ts';
import type { StaffViewer } from '../../platform/client-access.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * The requester opened the decision on their own time-off request from Notifications: it is read.
 * Anyone else's request, or one still pending, is not found. Opening it again changes nothing.
 */
export async function markTimeOffDecisionRead(options: {
  tx: Tx;
  shopId: string;
  viewer: StaffViewer;
  timeOffId: string;
}) {
  const { tx, shopId, viewer } = options;
  const mine = and(
    eq(timeOff.shopId, shopId),
    eq(timeOff.id, options.timeOffId),
    eq(timeOff.mechanicId, viewer.id),
    ne(timeOff.status, 'pending'),
  );
  const [found] = await tx.select({ id: timeOff.id }).from(timeOff).where(mine);
  if (!found) throw AppError.notFound('Time-off decision not found.');
  await tx
    .update(timeOff)
    .set({ decisionReadAt: new Date() })
    .where(and(mine, isNull(timeOff.decisionReadAt)));
}
