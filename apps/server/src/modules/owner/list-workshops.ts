import type { WorkshopSummary } from '@pitstop/domain/owner';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { shops } from '../../db/schema/shops.ts';

/**
 * Every workshop on Pitstop a car owner can choose, with the services it offers and whether
 * they are already its client. Shops keep one address line; there is no separate city yet.
 */
export async function listWorkshops(options: {
  tx: Tx;
  userId: string;
}): Promise<WorkshopSummary[]> {
  const rows = await options.tx
    .select({
      id: shops.id,
      name: shops.name,
      address: shops.address,
      phone: shops.phone,
      // Written out in full: a query without joins renders its columns unqualified.
      services: sql<string[]>`coalesce((
        select array_agg(offered.name order by lower(offered.name), offered.name)
        from services offered where offered.shop_id = shops.id and offered.active
      ), '{}'::text[])`,
      joined: sql<boolean>`exists (
        select 1 from clients mine where mine.shop_id = shops.id
          and mine.user_id = ${options.userId} and mine.archived_at is null)`,
    })
    .from(shops)
    .orderBy(sql`lower(${shops.name})`, shops.id);
  return rows.map((row) => ({ ...row, city: null }));
}
