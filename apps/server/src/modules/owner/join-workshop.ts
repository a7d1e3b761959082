import type { OwnerClient } from '@pitstop/domain/owner';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients } from '../../db/schema/clients.ts';
import { shops } from '../../db/schema/shops.ts';
import { ownerClientCondition } from '../../platform/client-access.ts';
import { AppError } from '../../platform/errors.ts';
import type { Viewer } from '../../plugins/auth.ts';
import type { EventBus } from '../../plugins/events.ts';
import { getOwnerClient } from './owner-client-query.ts';

/** The name a new client record gets: the profile's name, else the e-mail's local part. */
export function ownerDisplayName(viewer: Viewer): string {
  const named = [viewer.firstName, viewer.lastName].filter((part) => part?.trim()).join(' ');
  for (const candidate of [viewer.fullName, named, viewer.username]) {
    if (candidate?.trim()) return candidate.trim();
  }
  return viewer.email.split('@')[0] || viewer.email;
}

/**
 * The car owner's client record in a shop, made now if they have none: the shop's unlinked
 * client with their e-mail is linked instead of duplicated. Locks the shop row, so a double
 * click cannot create two records. Returns null for an unknown shop.
 */
export async function linkOrCreateClient(options: {
  tx: Tx;
  viewer: Viewer;
  shopId: string;
}): Promise<{ shop: { id: string; name: string }; clientId: string; joined: boolean } | null> {
  const { tx, viewer } = options;
  const [shop] = await tx
    .select({ id: shops.id, name: shops.name })
    .from(shops)
    .where(eq(shops.id, options.shopId))
    .for('update');
  if (!shop) return null;
  const [mine] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.shopId, shop.id), ownerClientCondition(viewer.id)))
    .orderBy(clients.createdAt, clients.id)
    .limit(1);
  if (mine) return { shop, clientId: mine.id, joined: false };

  const [match] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        eq(clients.shopId, shop.id),
        sql`lower(${clients.email}) = ${viewer.email.toLowerCase()}`,
        isNull(clients.userId),
        isNull(clients.archivedAt),
      ),
    )
    .orderBy(clients.createdAt, clients.id)
    .limit(1);
  if (match) {
    await tx
      .update(clients)
      .set({ userId: viewer.id })
      .where(and(eq(clients.shopId, shop.id), eq(clients.id, match.id)));
    return { shop, clientId: match.id, joined: true };
  }
  const [created] = await tx
    .insert(clients)
    .values({
      shopId: shop.id,
      userId: viewer.id,
      name: ownerDisplayName(viewer),
      email: viewer.email,
      phone: null,
    })
    .returning({ id: clients.id });
  if (!created) throw new Error('insert returned no row');
  return { shop, clientId: created.id, joined: true };
}

/**
 * A car owner chooses a workshop: their client record there is created — or, when the shop
 * already has an unlinked client with their e-mail, that record is linked instead of duplicated.
 */
export async function joinWorkshop(options: {
  tx: Tx;
  events: EventBus;
  viewer: Viewer;
  shopId: string;
}): Promise<OwnerClient> {
  const { viewer } = options;
  const clientId = await options.tx.transaction(async (tx) => {
    const linked = await linkOrCreateClient({ tx, viewer, shopId: options.shopId });
    if (!linked) throw AppError.notFound('Workshop not found.');
    if (!linked.joined) throw AppError.conflict(`You are already a client of ${linked.shop.name}.`);
    await options.events.publish(
      {
        type: 'client.updated',
        shopId: options.shopId,
        userIds: [viewer.id],
        data: { clientId: linked.clientId },
      },
      tx,
    );
    return linked.clientId;
  });
  return getOwnerClient({ tx: options.tx, userId: viewer.id, clientId });
}
