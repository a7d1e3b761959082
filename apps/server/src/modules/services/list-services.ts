import type { Service } from '@pitstop/domain/services';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { foldedContains, foldedText } from '../../db/like.ts';
import { services } from '../../db/schema/workshop.ts';

export function toService(row: typeof services.$inferSelect): Service {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    durationMinutes: row.durationMinutes,
    price: row.price,
    description: row.description,
    active: row.active,
  };
}

/** The shop's catalogue in name order; a catalogue is small, so every match comes back. */
export async function listServices(options: {
  tx: Tx;
  shopId: string;
  search?: string;
  includeInactive?: boolean;
}): Promise<Service[]> {
  const words = (options.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
  const rows = await options.tx
    .select()
    .from(services)
    .where(
      and(
        eq(services.shopId, options.shopId),
        options.includeInactive ? undefined : eq(services.active, true),
        ...words.map(
          (word) =>
            sql`(${foldedContains(foldedText(services.name), word)} or ${foldedContains(foldedText(services.category), word)})`,
        ),
      ),
    )
    .orderBy(asc(sql`lower(${services.name})`), asc(services.id))
    .limit(1000);
  return rows.map(toService);
}

/** Categories in use, alphabetically, for the "existing or new" category field. */
export async function listServiceCategories(options: {
  tx: Tx;
  shopId: string;
}): Promise<string[]> {
  const rows = await options.tx
    .selectDistinct({ category: services.category })
    .from(services)
    .where(eq(services.shopId, options.shopId))
    .orderBy(asc(services.category));
  return rows.map((row) => row.category);
}
