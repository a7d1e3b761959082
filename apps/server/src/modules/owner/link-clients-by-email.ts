import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients } from '../../db/schema/clients.ts';
import { profiles } from '../../db/schema/shops.ts';
import type { EventBus } from '../../plugins/events.ts';

/**
 * A confirmed car-owner account joins the client records that carry its e-mail: in every shop
 * where it has no record yet, the oldest unarchived, unlinked client whose e-mail matches (case
 * insensitive). Staff accounts are never linked. Safe to run again: it only takes unlinked rows.
 */
export async function linkClientsByEmail(options: {
  tx: Tx;
  events?: EventBus;
  userId: string;
  email: string;
  /** The sign-up role, for an account whose profile is not made yet. */
  signupRole?: string;
}): Promise<{ shopId: string; clientId: string }[]> {
  const { tx, userId } = options;
  const [profile] = await tx
    .select({ role: profiles.role })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if ((profile?.role ?? options.signupRole) !== 'client') return [];
  const email = options.email.trim().toLowerCase();
  const linked = await tx
    .update(clients)
    .set({ userId })
    .where(
      and(
        sql`${clients.userId} is null`,
        sql`${clients.id} in (
          select distinct on (candidate.shop_id) candidate.id from ${clients} candidate
          where lower(candidate.email) = ${email}
            and candidate.user_id is null and candidate.archived_at is null
            and not exists (
              select 1 from ${clients} mine
              where mine.shop_id = candidate.shop_id and mine.user_id = ${userId}
                and mine.archived_at is null)
          order by candidate.shop_id, candidate.created_at, candidate.id)`,
      ),
    )
    .returning({ shopId: clients.shopId, clientId: clients.id });
  for (const { shopId, clientId } of linked) {
    await options.events?.publish(
      {
        type: 'client.updated',
        shopId,
        userIds: [userId],
        data: { clientId },
      },
      tx,
    );
  }
  return linked;
}
