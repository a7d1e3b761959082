import type { createShopSchema, Shop } from '@pitstop/domain/accounts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { profiles, shops } from '../../db/schema/shops.ts';
import { AppError } from '../../platform/errors.ts';
import type { Viewer } from '../../plugins/auth.ts';
import type { EventBus } from '../../plugins/events.ts';

/** Onboarding: a staff member with no shop creates a workshop and becomes its admin. */
export async function createShop(options: {
  tx: Tx;
  events: EventBus;
  viewer: Viewer;
  input: z.output<typeof createShopSchema>;
}): Promise<Shop> {
  const { viewer, input } = options;
  if (viewer.shopId)
    throw AppError.conflict(`You already belong to ${viewer.shopName ?? 'a workshop'}.`);
  const shop = await options.tx.transaction(async (tx) => {
    const [created] = await tx
      .insert(shops)
      .values({
        name: input.name,
        phone: input.phone ?? null,
        email: input.email ?? null,
        address: input.address ?? null,
        timezone: input.timezone,
        currency: input.currency,
      })
      .returning();
    if (!created) throw new Error('insert returned no row');
    // The founder becomes the shop's first employee through the profiles trigger (ADR 044).
    await tx
      .update(profiles)
      .set({ shopId: created.id, role: 'admin', userType: 'staff' })
      .where(eq(profiles.id, viewer.id));
    return created;
  });
  await options.events.publish({ type: 'profile.updated', userIds: [viewer.id] }, options.tx);
  return toShop(shop);
}

export function toShop(row: typeof shops.$inferSelect): Shop {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    timezone: row.timezone,
    currency: row.currency,
    laborRate: row.laborRate,
    mechanicsEditPrices: row.mechanicsEditPrices,
    declinedFollowUpDays: row.declinedFollowUpDays,
    allowNegativeStock: row.allowNegativeStock,
  };
}
