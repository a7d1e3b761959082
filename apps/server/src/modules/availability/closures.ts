import type { Closure, closureInputSchema } from '@pitstop/domain/availability';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { shopClosures } from '../../db/schema/scheduling.ts';
import { AppError } from '../../platform/errors.ts';

/** Adds days the whole shop is closed (a holiday), inclusive. */
export async function createClosure(options: {
  tx: Tx;
  shopId: string;
  input: z.output<typeof closureInputSchema>;
}): Promise<Closure> {
  const [row] = await options.tx
    .insert(shopClosures)
    .values({ shopId: options.shopId, ...options.input })
    .returning({
      id: shopClosures.id,
      startsOn: shopClosures.startsOn,
      endsOn: shopClosures.endsOn,
      name: shopClosures.name,
    });
  if (!row) throw new Error('closure insert returned no row');
  return row;
}

export async function deleteClosure(options: {
  tx: Tx;
  shopId: string;
  closureId: string;
}): Promise<void> {
  const deleted = await options.tx
    .delete(shopClosures)
    .where(and(eq(shopClosures.shopId, options.shopId), eq(shopClosures.id, options.closureId)))
    .returning({ id: shopClosures.id });
  if (deleted.length === 0) throw AppError.notFound('Closure not found.');
}
