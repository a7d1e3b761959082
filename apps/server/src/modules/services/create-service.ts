import type { Service, ServiceInputParsed } from '@pitstop/domain/services';
import type { Tx } from '../../db/database.ts';
import { services } from '../../db/schema/workshop.ts';
import { toService } from './list-services.ts';

export async function createService(options: {
  tx: Tx;
  shopId: string;
  input: ServiceInputParsed;
}): Promise<Service> {
  const { input } = options;
  const [row] = await options.tx
    .insert(services)
    .values({
      shopId: options.shopId,
      name: input.name,
      category: input.category,
      durationMinutes: input.durationMinutes,
      price: input.price,
      description: input.description ?? null,
      active: input.active,
    })
    .returning();
  return toService(row as typeof services.$inferSelect);
}
