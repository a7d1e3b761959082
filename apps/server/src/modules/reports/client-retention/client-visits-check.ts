import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database.ts';
import { clientVisits } from '../../../db/schema/clients.ts';
import { shops } from '../../../db/schema/shops.ts';
import { jobOrders } from '../../../db/schema/workshop.ts';

/**
 * The check of client_visits for `npm run reports:check` (ADR 051): recomputes one shop's rows
 * from its completed job orders, as client_visits_rebuild does, without writing, and counts the
 * rows that differ either way (0 when the triggers kept the table exact).
 */
export async function clientVisitMismatches(tx: Tx, shopId: string): Promise<number> {
  const days = sql`select ${jobOrders.clientId} as client_id,
      (${jobOrders.completedAt} at time zone ${shops.timezone})::date as visit_on,
      count(*)::int as job_orders
    from ${jobOrders}
    where ${jobOrders.shopId} = ${shopId} and ${jobOrders.status} = 'completed'
    group by 1, 2`;
  const expected = sql`select client_id, visit_on,
      min(visit_on) over (partition by client_id) as first_visit_on,
      lag(visit_on) over (partition by client_id order by visit_on) as previous_visit_on,
      job_orders
    from (${days}) as days`;
  const kept = sql`select ${clientVisits.clientId}, ${clientVisits.visitOn},
      ${clientVisits.firstVisitOn}, ${clientVisits.previousVisitOn}, ${clientVisits.jobOrders}
    from ${clientVisits} where ${clientVisits.shopId} = ${shopId}`;
  const [row] = await tx
    .select({
      mismatches: sql<number>`(select count(*) from (${expected} except ${kept}) as missing)
        + (select count(*) from (${kept} except ${expected}) as extra)`.mapWith(Number),
    })
    .from(shops)
    .where(eq(shops.id, shopId));
  return row?.mismatches ?? 0;
}
