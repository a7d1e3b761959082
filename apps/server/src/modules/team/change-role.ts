import type { StaffRole } from '@pitstop/domain/roles';
import { and, count, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { profiles } from '../../db/schema/shops.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventBus } from '../../plugins/events.ts';

/** An admin changes a team member's role; the member's open tabs learn it at once. */
export async function changeRole(options: {
  tx: Tx;
  events: EventBus;
  shopId: string;
  userId: string;
  role: StaffRole;
}) {
  await options.tx.transaction(async (tx) => {
    const [member] = await tx
      .select({ role: profiles.role })
      .from(profiles)
      .where(and(eq(profiles.id, options.userId), eq(profiles.shopId, options.shopId)));
    if (!member) throw AppError.notFound('No team member with that id in your workshop.');
    if (member.role === 'admin' && options.role !== 'admin') {
      const [admins] = await tx
        .select({ count: count() })
        .from(profiles)
        .where(and(eq(profiles.shopId, options.shopId), eq(profiles.role, 'admin')));
      if ((admins?.count ?? 0) <= 1) {
        throw AppError.conflict(
          'A workshop needs at least one admin: make someone else admin first.',
        );
      }
    }
    await tx
      .update(profiles)
      .set({ role: options.role, userType: 'staff' })
      .where(eq(profiles.id, options.userId));
  });
  await options.events.publish({ type: 'profile.updated', userIds: [options.userId] }, options.tx);
}
