import type { ClientStats } from '@pitstop/domain/clients';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { clients } from '../../db/schema/clients.ts';
import { type ClientViewer, clientScope } from './client-query.ts';

/**
 * The clients overview cards: all clients, active ones (a completed job order in the last 12
 * months, from the last service kept on the client row) and premium ones (tagged VIP or
 * Premium); archived clients are not counted. One pass over the shop's client rows.
 */
export async function getClientStats(options: {
  tx: Tx;
  shopId: string;
  viewer?: ClientViewer;
}): Promise<ClientStats> {
  const [row] = await options.tx
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`count(*) filter (
          where ${clients.lastServiceAt} >= now() - interval '12 months'
        )::int`,
      premium: sql<number>`count(*) filter (where ${clients.tags} && array['VIP', 'Premium']::text[])::int`,
    })
    .from(clients)
    .where(clientScope(options));
  return {
    total: Number(row?.total ?? 0),
    active: Number(row?.active ?? 0),
    premium: Number(row?.premium ?? 0),
  };
}
