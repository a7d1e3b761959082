import type { Shop, updateShopSchema } from '@pitstop/domain/accounts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { shops } from '../../db/schema/shops.ts';
import { AppError } from '../../platform/errors.ts';
import { toShop } from './create-shop.ts';
import { getShop } from './get-shop.ts';

export async function updateShop(options: {
  tx: Tx;
  shopId: string;
  input: z.output<typeof updateShopSchema>;
}): Promise<Shop> {
  const changes = Object.fromEntries(
    Object.entries(options.input).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(changes).length === 0) return getShop(options);
  const [row] = await options.tx
    .update(shops)
    .set(changes)
    .where(eq(shops.id, options.shopId))
    .returning();
  if (!row) throw AppError.notFound('Workshop not found.');
  return toShop(row);
}
