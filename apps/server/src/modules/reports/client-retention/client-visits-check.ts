import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database.ts';
import { clientVisits } from '../../../db/schema/clients.ts';
import { shops } from '../../../db/schema/shops.ts';
import { jobOrders } from '../../../db/schema/workshop.ts';

/**
 * The check of client_visits for `npm run reports:check` (ADR 051): recomputes one shop's rows
 * from its completed job orders, as client_visits_rebuild does, without writing, and names each
 * row that differs either way (none when the triggers kept the table exact).
 */
export async function clientVisitMismatches(tx: Tx, shopId: string): Promise<string[]> {
  const days = sql`select ${jobOrders.clientId} as client_id,
      (${jobOrders.completedAt} at time zone (select ${shops.timezone} from ${shops} where ${shops.id} = ${shopId}))::date as visit_on,
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
  const differing = sql`(select 'missing' as problem, * from (${expected} except ${kept}) as missing
      union all select 'extra' as problem, * from (${kept} except ${expected}) as extra)`;
  const rows = await tx
    .select({
      line: sql<string>`problem || ' row: client ' || client_id || ' on ' || visit_on || ' (first ' || first_visit_on || ', previous ' || coalesce(previous_visit_on::text, 'none') || ', ' || job_orders || ' job orders)'`,
    })
    .from(sql`${differing} as differing`)
    .orderBy(sql`client_id`, sql`visit_on`, sql`problem`);
  return rows.map((row) => row.line);
}
