import type { Shop } from '@pitstop/domain/accounts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { shops } from '../../db/schema/shops.ts';
import { AppError } from '../../platform/errors.ts';
import { toShop } from './create-shop.ts';

export async function getShop(options: { tx: Tx; shopId: string }): Promise<Shop> {
  const [row] = await options.tx.select().from(shops).where(eq(shops.id, options.shopId));
  if (!row) throw AppError.notFound('Workshop not found.');
  return toShop(row);
}
