import type { ClientStats } from '@pitstop/domain/clients';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients } from '../../db/schema/clients.ts';
import { type ClientViewer, clientScope, rowsOf } from './client-query.ts';

/**
 * The clients overview cards: all clients, active ones (a completed job order in the last 12
 * months) and premium ones (tagged VIP or Premium); archived clients are not counted.
 */
export async function getClientStats(options: {
  tx: Tx;
  shopId: string;
  viewer?: ClientViewer;
}): Promise<ClientStats> {
  const [row] = await rowsOf<{ total: number; active: number; premium: number }>(
    options.tx,
    sql`
      select count(*)::int as total,
        count(*) filter (where exists (
          select 1 from job_orders
          where job_orders.shop_id = ${clients.shopId} and job_orders.client_id = ${clients.id}
            and job_orders.status = 'completed'
            and job_orders.completed_at >= now() - interval '12 months'
        ))::int as active,
        count(*) filter (where ${clients.tags} && array['VIP', 'Premium']::text[])::int as premium
      from ${clients}
      where ${clientScope(options)}`,
  );
  return {
    total: Number(row?.total ?? 0),
    active: Number(row?.active ?? 0),
    premium: Number(row?.premium ?? 0),
  };
}
